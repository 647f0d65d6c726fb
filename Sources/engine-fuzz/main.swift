import EngineFuzzing

print("engine-fuzz: not built yet")
