import CSDL2

/// SDL's last error message.
func sdlError() -> String {
    String(cString: SDL_GetError())
}
