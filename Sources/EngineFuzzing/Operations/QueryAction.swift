/// What a query does when it visits its `visit`th entity (0 is the first visited).
public struct QueryAction: Sendable {
    /// Which visit, in the order the world visits.
    public var visit: Int
    /// What to do then; ``EntityReference/visited`` names the entity being visited.
    public var operation: FuzzOperation

    /// `operation` on the `visit`th visit.
    public init(visit: Int, operation: FuzzOperation) {
        self.visit = visit
        self.operation = operation
    }
}
