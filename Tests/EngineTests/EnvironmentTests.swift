import Engine
import Testing
import TransitionCore

enum BlockFontStyle: Equatable {
    case regular
    case bold
}

struct FontDescriptor: Transitionable {
    let style: BlockFontStyle
    let size: Float
    let weight: Float
    let lineSpacing: Float

    func transition(to other: FontDescriptor, progress: Float) -> FontDescriptor {
        let progress = progress * progress
        return FontDescriptor(
            style: progress < 0.5 ? style : other.style,
            size: progress.lerp(min: size, max: other.size),
            weight: progress.lerp(min: weight, max: other.weight),
            lineSpacing: progress.lerp(min: lineSpacing, max: other.lineSpacing))
    }

    static let body = FontDescriptor(style: .regular, size: 14, weight: 400, lineSpacing: 4)
    static let title = FontDescriptor(style: .bold, size: 32, weight: 700, lineSpacing: 8)
    static let caption = FontDescriptor(style: .regular, size: 10, weight: 300, lineSpacing: 2)
}

// The seed's key and property, unchanged but for the import.
private struct FontDescriptorKey: EnvironmentKey {
    static let defaultValue = FontDescriptor.body
}

extension EnvironmentValues {
    var fontDescriptor: FontDescriptor {
        get { self[FontDescriptorKey.self] }
        set { self[FontDescriptorKey.self] = newValue }
    }
}

@Suite struct EnvironmentTests {
    @Test func aGrandchildReadsItsGrandparentsAnimatedValue() throws {
        let world = World(tickRate: 60)
        let root = world.spawn()
        let child = world.spawn()
        let grandchild = world.spawn()
        try world.setParent(child, to: root)
        try world.setParent(grandchild, to: child)
        #expect(world.environment(\.fontDescriptor, of: grandchild) == .body)

        world.setEnvironment(\.fontDescriptor, .title, for: root, .linear(duration: 1))
        let reference = Transition(from: FontDescriptor.body, to: .title, animation: .linear(duration: 1))
        for tick in 1...59 {
            world.advance()
            #expect(
                world.environment(\.fontDescriptor, of: grandchild) == reference.value(at: Double(tick) / 60))
        }
        #expect(world.environment(\.fontDescriptor, of: grandchild).style == .bold)  // progress² ≥ 0.5
        world.advance()
        #expect(world.environment(\.fontDescriptor, of: grandchild) == .title)
        #expect(world.environment(of: grandchild).fontDescriptor == .title)
        #expect(world.events.count == 1)
        #expect(world.events.first?.environmentKeyPath == \EnvironmentValues.fontDescriptor)
    }

    @Test func aNearerSettingShadowsAFartherOne() throws {
        let world = World()
        let root = world.spawn()
        let child = world.spawn()
        let grandchild = world.spawn()
        let sibling = world.spawn()
        try world.setParent(child, to: root)
        try world.setParent(grandchild, to: child)
        try world.setParent(sibling, to: root)
        world.setEnvironment(\.fontDescriptor, .title, for: root)
        world.setEnvironment(\.fontDescriptor, .caption, for: child)
        #expect(world.environment(\.fontDescriptor, of: grandchild) == .caption)
        #expect(world.environment(\.fontDescriptor, of: child) == .caption)
        #expect(world.environment(\.fontDescriptor, of: sibling) == .title)
        #expect(world.environment(\.fontDescriptor, of: root) == .title)
        world.removeEnvironment(\.fontDescriptor, from: child)
        #expect(world.environment(\.fontDescriptor, of: grandchild) == .title)
    }

    @Test func aChildStartsFromWhatItInheritedAndRetargetsFromThePresentedValue() throws {
        let world = World(tickRate: 60)
        let root = world.spawn()
        let child = world.spawn()
        try world.setParent(child, to: root)
        world.setEnvironment(\.fontDescriptor, .title, for: root)
        // The child's own setting animates from the inherited title, not from the default.
        world.setEnvironment(\.fontDescriptor, .caption, for: child, .linear(duration: 1))
        #expect(world.environment(\.fontDescriptor, of: child) == .title)
        for _ in 0..<15 { world.advance() }
        let presented = world.environment(\.fontDescriptor, of: child)
        world.setEnvironment(\.fontDescriptor, .body, for: child, .linear(duration: 1))
        #expect(world.environment(\.fontDescriptor, of: child) == presented)
        world.advance()
        #expect(world.environment(\.fontDescriptor, of: child) != presented)
        for _ in 0..<60 { world.advance() }
        #expect(world.environment(\.fontDescriptor, of: child) == .body)
    }

    @Test func despawningTheSetterRestoresTheInheritedValue() throws {
        let world = World()
        let root = world.spawn()
        let child = world.spawn()
        try world.setParent(child, to: root)
        world.setEnvironment(\.fontDescriptor, .caption, for: root, .linear(duration: 1))
        world.advance()
        world.despawn(root)
        #expect(world.environment(\.fontDescriptor, of: child) == .body)
        #expect(world.activeTransitionCount == 0)
    }
}
