// swift-tools-version: 6.0
import PackageDescription

/// palettec: a light/dark color-palette compiler.
///
/// The target graph is the pipeline:
/// readers and lowering (`PaletteFrontend`) and emitters (`PaletteEmitters`) both depend only on
/// the one model (`PaletteModel`), so no emitter can see syntax.
let package = Package(
    name: "palettec",
    products: [
        .executable(name: "palettec", targets: ["palettec"]),
        .plugin(name: "PalettecBuildPlugin", targets: ["PalettecBuildPlugin"]),
        .plugin(name: "PalettecCommandPlugin", targets: ["PalettecCommandPlugin"]),
    ],
    targets: [
        // The one intermediate model: palettes, appearances, color values, source files, diagnostics.
        .target(name: "PaletteModel"),
        // `PaletteLoader` (the one way palettes are read, from a `FileProvider`) and the readers it runs build
        // located syntax; lowering validates it into a `Palette`.
        .target(name: "PaletteFrontend", dependencies: ["PaletteModel"]),
        // One emitter per output format; reads only the model.
        .target(name: "PaletteEmitters", dependencies: ["PaletteModel"]),
        // The compiler library: `palettec.json` read into a typed configuration, loading and lowering, the names
        // each output gives, the emitters run, and the plan of the files to write, as pure functions over a
        // `FileProvider`. Every command, the golden tests and the fuzz harnesses call it.
        .target(name: "PaletteCompiler", dependencies: ["PaletteModel", "PaletteFrontend", "PaletteEmitters"]),
        // The driver: arguments, the terminal, watching, the build record, the disk writes, the exit status.
        .target(
            name: "PalettecCLI",
            dependencies: ["PaletteModel", "PaletteFrontend", "PaletteEmitters", "PaletteCompiler"]
        ),
        .executableTarget(name: "palettec", dependencies: ["PalettecCLI"]),

        // The plugins run the `palettec` executable and share `Plugins/PalettecPluginShared` (linked into each).
        // A target lists the build plugin in `plugins:`: its colors are generated into the build, never committed.
        .plugin(name: "PalettecBuildPlugin", capability: .buildTool(), dependencies: ["palettec"]),
        // `swift package generate-palette-code`: the configured outputs written into the package, to be committed.
        .plugin(
            name: "PalettecCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "generate-palette-code",
                    description: "Write the outputs of palettec.json and NAME.palette.json files into the package"
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "Writes the generated Swift, CSS and JSON files palettec.json names"
                    )
                ]
            ),
            dependencies: ["palettec"]
        ),

        // Helpers shared by the test targets: golden files, line diffs, running real programs.
        .target(name: "PalettecTestSupport", dependencies: ["PaletteModel"], path: "Tests/PalettecTestSupport"),

        // `Reference/` holds the script that asks coloraide for reference colors.
        .testTarget(
            name: "PaletteModelTests",
            dependencies: ["PaletteModel", "PalettecTestSupport"],
            exclude: ["Reference"]
        ),
        .testTarget(
            name: "PaletteFrontendTests",
            dependencies: ["PaletteFrontend", "PaletteModel", "PalettecTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "PaletteEmittersTests",
            dependencies: ["PaletteEmitters", "PaletteModel", "PalettecTestSupport"],
            exclude: ["Fixtures"]
        ),
        // Foreign formats written and read back: X → Palette → X for every reader/writer pair.
        .testTarget(
            name: "ForeignRoundTripTests",
            dependencies: ["PaletteFrontend", "PaletteEmitters", "PaletteModel", "PalettecTestSupport"]
        ),
        // The compiler library's pipeline end to end, in memory: golden outputs, configuration, output planning.
        .testTarget(
            name: "PaletteCompilerTests",
            dependencies: [
                "PaletteCompiler", "PaletteEmitters", "PaletteFrontend", "PaletteModel", "PalettecTestSupport",
            ]
        ),
        .testTarget(
            name: "PalettecCLITests",
            dependencies: ["PalettecCLI", "PaletteCompiler", "palettec", "PalettecTestSupport"],
            exclude: ["Fixtures"]
        ),
        // Compiles the committed Generated/Palette.swift (a symlink) and uses its portable core on Linux.
        .testTarget(
            name: "GeneratedSwiftTests",
            exclude: ["Generated/palette.css", "Generated/palette.json"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
