import Engine
import TransitionCore

/// Model-based fuzzing of the world: placeholder until the fuzzer lands.
public enum EngineFuzzing {}
