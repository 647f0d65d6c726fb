// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Transitionable",
    products: [
        .library(name: "TransitionCore", targets: ["TransitionCore"]),
        .library(name: "Engine", targets: ["Engine"]),
        .library(name: "RollbackNetwork", targets: ["RollbackNetwork"]),
        // The C interface (Sources/CTransitionable/include/transitionable.h), shared and static.
        .library(name: "transitionable", type: .dynamic, targets: ["TransitionableC"]),
        .library(name: "transitionable-static", type: .static, targets: ["TransitionableC"]),
        .executable(name: "sdl-demo", targets: ["sdl-demo"]),
        .executable(name: "transition-bench", targets: ["transition-bench"]),
        .executable(name: "demo-bench", targets: ["demo-bench"]),
        .executable(name: "engine-fuzz", targets: ["engine-fuzz"]),
        .executable(name: "network-bench", targets: ["network-bench"]),
        .executable(name: "scenario-hash", targets: ["scenario-hash"]),
    ],
    targets: [
        // Pure Swift, no Foundation: also builds as Embedded Swift. Where CTickKernels can be
        // imported, a run of colour transitions goes through its colour kernel.
        .target(
            name: "TransitionCore", dependencies: ["CTickKernels"], linkerSettings: [.linkedLibrary("m")]),
        // Depends on TransitionCore, on CStreaming's header for stores that bypass the cache, on
        // CLoadedImage's for names of environment key paths that are the same in every process,
        // and on CTickKernels.
        .target(
            name: "Engine", dependencies: ["TransitionCore", "CStreaming", "CLoadedImage", "CTickKernels"]),
        .systemLibrary(name: "CStreaming"),
        // Rollback sessions between processes: the packet format, link conditions, transports
        // (in-memory and UDP). The sockets live here so that Engine never opens one.
        .target(name: "RollbackNetwork", dependencies: ["Engine"]),
        // The tick's loops over many transitions (and the colour kernel TransitionCore calls),
        // built for several instruction sets (AVX-512, AVX2, the baseline) and chosen at run time.
        // Optimised in debug builds too, so that the tests comparing the instruction sets run
        // the vector code itself (at -O0 every set compiles to the same scalar loops).
        .target(name: "CTickKernels", cSettings: [.unsafeFlags(["-O2"], .when(configuration: .debug))]),
        .systemLibrary(name: "CLoadedImage"),
        // The scenario that runs alike natively, as WebAssembly and on a microcontroller
        // (embedded/, web/, examples/embedded), and the native program printing its hash.
        .target(name: "PortableScenario", dependencies: ["Engine", "TransitionCore"]),
        .executableTarget(name: "scenario-hash", dependencies: ["PortableScenario", "Engine"]),

        // The C interface: the header and its plain-C parts, and the Swift that implements it.
        .target(name: "CTransitionable"),
        .target(name: "TransitionableC", dependencies: ["CTransitionable", "Engine", "TransitionCore"]),

        // SDL2, SDL2_ttf and SDL2_image from Debian (libsdl2-dev, libsdl2-ttf-dev, libsdl2-image-dev).
        // No pkg-config: its `-D_REENTRANT` is a flag SwiftPM warns about, and the headers are
        // included as <SDL2/...> from /usr/include.
        .systemLibrary(
            name: "CSDL2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]),
        // The demo in two parts. DemoScenes: the field and the choreography, the app that runs
        // them, the command line, the rollback scene's peer over UDP; no SDL. DemoSDL: the
        // window, drawing, fonts, the gallery and headless capture.
        .target(name: "DemoScenes", dependencies: ["Engine", "TransitionCore", "RollbackNetwork"]),
        .target(name: "DemoSDL", dependencies: ["DemoScenes", "Engine", "TransitionCore", "CSDL2"]),
        .executableTarget(name: "sdl-demo", dependencies: ["DemoScenes", "DemoSDL", "Engine"]),

        .target(name: "CBaseline", path: "Benchmarks/CBaseline"),
        // What every benchmark program uses: timing, the allocation counter, summaries, tables,
        // JSON, targets; no SDL.
        .target(name: "BenchSupport", dependencies: ["CBaseline"], path: "Benchmarks/BenchSupport"),
        // The vectorised limit: -O3 whatever the configuration, as a C programmer would build it.
        .target(name: "CLimit", path: "Benchmarks/CLimit", cSettings: [.unsafeFlags(["-O3"])]),
        // Section 11: the C interface called from C.
        .target(
            name: "CInterfaceBench", dependencies: ["CTransitionable"], path: "Benchmarks/CInterfaceBench"),
        .executableTarget(
            name: "transition-bench",
            dependencies: [
                "Engine", "TransitionCore", "BenchSupport", "CBaseline", "CLimit", "CInterfaceBench",
                "TransitionableC",
            ],
            path: "Benchmarks/transition-bench"),
        // Section 6: a frame of the demo, drawn with SDL, in a program of its own so that
        // transition-bench builds and runs without SDL.
        .executableTarget(
            name: "demo-bench", dependencies: ["BenchSupport", "DemoScenes", "DemoSDL", "Engine"],
            path: "Benchmarks/demo-bench"),

        // Rollback over a network: bytes, rollbacks and CPU per link condition.
        .executableTarget(
            name: "network-bench", dependencies: ["BenchSupport", "Engine", "RollbackNetwork"],
            path: "Benchmarks/network-bench"),

        .target(name: "EngineFuzzing", dependencies: ["Engine", "TransitionCore"]),
        .executableTarget(name: "engine-fuzz", dependencies: ["Engine", "EngineFuzzing"]),

        .testTarget(
            name: "TransitionCoreTests", dependencies: ["TransitionCore"],
            exclude: ["Support/reference_curves.py"]),
        .testTarget(name: "EngineTests", dependencies: ["Engine", "TransitionCore", "CTickKernels"]),
        .testTarget(
            name: "DemoScenesTests",
            dependencies: ["DemoScenes", "Engine", "TransitionCore", "RollbackNetwork"]),
        .testTarget(
            name: "DemoTests",
            dependencies: ["DemoSDL", "DemoScenes", "Engine", "TransitionCore", "CSDL2", "RollbackNetwork"]),
        .testTarget(name: "RollbackNetworkTests", dependencies: ["RollbackNetwork", "Engine"]),
        .testTarget(name: "FuzzTests", dependencies: ["EngineFuzzing", "Engine", "TransitionCore"]),
    ]
)
