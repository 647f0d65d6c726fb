import EngineFuzzing
import Testing

@Test func fuzzingModuleLinks() {
    #expect(String(describing: EngineFuzzing.self) == "EngineFuzzing")
}
