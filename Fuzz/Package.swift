// swift-tools-version: 6.0
import PackageDescription

/// libFuzzer harnesses for palettec's readers, lowering and emitters.
///
/// The library targets are relative symlinks to the real sources (`Sources/PaletteModel -> ../../Sources/PaletteModel`),
/// and `FuzzConfig` links in only the config reader's two files from the CLI, so nothing here is a copy. Build with
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
        // What every harness shares: turning libFuzzer's buffer into input, and checks on diagnostics.
        .target(name: "FuzzSupport", dependencies: ["PaletteModel", "PaletteFrontend", "PaletteEmitters"]),
        // The config reader is internal to the CLI target, so its files are compiled into this harness's module.
        .executableTarget(
            name: "FuzzConfig",
            dependencies: ["FuzzSupport", "PaletteModel", "PaletteFrontend", "PaletteEmitters"]
        ),
    ]
        + harnesses.map { name in
            .executableTarget(
                name: name,
                dependencies: ["FuzzSupport", "PaletteModel", "PaletteFrontend", "PaletteEmitters"]
            )
        },
    swiftLanguageModes: [.v6]
)
