import Engine
import TransitionCore

/// The environment value the environment benchmark hands down: a font's continuous
/// parameters, as the seed's `FontDescriptor`.
struct TypeSettings: Transitionable {
    var size: Float
    var weight: Float
    var lineSpacing: Float

    func transition(to other: TypeSettings, progress: Float) -> TypeSettings {
        TypeSettings(
            size: progress.lerp(min: size, max: other.size),
            weight: progress.lerp(min: weight, max: other.weight),
            lineSpacing: progress.lerp(min: lineSpacing, max: other.lineSpacing))
    }

    /// Body text.
    static let body = TypeSettings(size: 14, weight: 400, lineSpacing: 1.3)
    /// A title.
    static let title = TypeSettings(size: 28, weight: 700, lineSpacing: 1.1)
}

private struct TypeSettingsKey: EnvironmentKey {
    static let defaultValue = TypeSettings.body
}

extension EnvironmentValues {
    /// The type settings entities inherit.
    var typeSettings: TypeSettings {
        get { self[TypeSettingsKey.self] }
        set { self[TypeSettingsKey.self] = newValue }
    }
}
