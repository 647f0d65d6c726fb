import CBaseline
import Engine

print("transition-bench: not built yet (allocations so far: \(cbaseline_allocation_count()))")
