/// Why a loop could not be made.
public enum LoopError: Error, Equatable {
    /// The tick rate must be between 1 and ``FixedStepLoop/maximumTickRate`` hertz.
    case tickRateOutOfRange(UInt64)
    /// The frame-time cap must be at least one tick long.
    case frameCapShorterThanTick(UInt64)
}
