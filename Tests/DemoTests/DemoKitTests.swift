import DemoKit
import Testing

@Test func sdlIsLinked() {
    #expect(linkedSDLVersion().hasPrefix("2."))
}
