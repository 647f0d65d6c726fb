import CSDL2
import Engine
import TransitionCore

/// The SDL version the demo was built against, as "major.minor.patch".
public func linkedSDLVersion() -> String {
    var version = SDL_version()
    SDL_GetVersion(&version)
    return "\(version.major).\(version.minor).\(version.patch)"
}
