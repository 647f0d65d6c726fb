// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Transitionable",
    products: [
        .library(name: "TransitionCore", targets: ["TransitionCore"]),
        .library(name: "Engine", targets: ["Engine"]),
    ],
    targets: [
        .target(name: "TransitionCore"),
        .target(name: "Engine", dependencies: ["TransitionCore"]),
        .testTarget(
            name: "TransitionCoreTests", dependencies: ["TransitionCore"], exclude: ["Support/reference_curves.py"]),
        .testTarget(name: "EngineTests", dependencies: ["Engine", "TransitionCore"]),
    ]
)
