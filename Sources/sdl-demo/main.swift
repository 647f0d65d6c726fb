import DemoKit

print("sdl-demo (SDL \(linkedSDLVersion())): not built yet")
