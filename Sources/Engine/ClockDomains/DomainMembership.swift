import TransitionCore

/// The clock domain an entity's motions run on, kept for the entities not on the world's.
@usableFromInline
struct DomainMembership: StateHashable {
    @usableFromInline let domain: UInt32

    init(domain: UInt32) {
        self.domain = domain
    }

    @usableFromInline
    func hash(into hasher: inout StateHasher) {
        hasher.combine(UInt64(domain))
    }
}
