// swift-tools-version: 6.0
import PackageDescription

/// libFuzzer harnesses for palettec's readers, lowering and emitters.
///
/// The library targets are relative symlinks to the real sources (`Sources/PaletteModel -> ../../Sources/PaletteModel`),
/// so nothing here is a copy; every harness goes through the compiler library's entry points, as `palettec` does. Build with
/// `swift build -c release --package-path Fuzz --sanitize=fuzzer --sanitize=address`; `Tests/Fuzz/run.sh` does that
/// and runs each harness.
let harnesses = [
    "FuzzJSON", "FuzzPlist", "FuzzColor", "FuzzDKTable", "FuzzDTCG", "FuzzColorset", "FuzzImageset", "FuzzForeign",
    "FuzzPipeline",
]

let package = Package(
    name: "palettec-fuzz",
    targets: [
        .target(name: "PaletteModel"),
        .target(name: "PaletteFrontend", dependencies: ["PaletteModel"]),
        .target(name: "PaletteEmitters", dependencies: ["PaletteModel"]),
        .target(name: "PaletteCompiler", dependencies: ["PaletteModel", "PaletteFrontend", "PaletteEmitters"]),
        // What every harness shares: turning libFuzzer's buffer into input, and checks on diagnostics.
        .target(
            name: "FuzzSupport",
            dependencies: ["PaletteModel", "PaletteFrontend", "PaletteEmitters", "PaletteCompiler"]
        ),
    ]
        + (harnesses + ["FuzzConfig"]).map { name in
            .executableTarget(
                name: name,
                dependencies: ["FuzzSupport", "PaletteModel", "PaletteFrontend", "PaletteEmitters", "PaletteCompiler"]
            )
        },
    swiftLanguageModes: [.v6]
)
