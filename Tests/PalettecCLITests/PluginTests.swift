import Foundation
import PalettecTestSupport
import Testing

/// The SwiftPM plugins in a real client package built with `swift build`: the build-tool plugin generates code the
/// client compiles and runs, re-runs palettec only when a palette or an image it names changed, and fails the build
/// at a palette's error; the command plugin writes the configured outputs into the package and checks them.
@Suite struct PluginTests {
    static var swift: String? { Executables.find("swift") }

    /// Whether this test can run: with `swift` found, or on CI, where its absence is a failure.
    static var canRun: Bool { Executables.isCI || swift != nil }

    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "client",
            dependencies: [\(ClientPackage.dependency)],
            targets: [
                .target(name: "Tints", plugins: [.plugin(name: "PalettecBuildPlugin", package: "palettec")]),
                .executableTarget(
                    name: "Demo",
                    dependencies: ["Tints"],
                    plugins: [.plugin(name: "PalettecBuildPlugin", package: "palettec")]
                ),
                .target(name: "Committed", resources: [.copy("palettec.json"), .copy("brand.json")]),
            ]
        )
        """

    static let brand = """
        {
          "colors": {
            "brand.primary": { "light": "#0A84FF", "dark": "#409CFF" }
          }
        }
        """

    /// Demo's palette: `brand` with an image, in a folder beside it.
    static let demoBrand = brand.replacingOccurrences(
        of: "\n}",
        with: ",\n  \"images\": { \"mark\": \"Art/mark.svg\" }\n}"
    )

    /// An SVG image `side` pixels square.
    static func svg(side: Int) -> String {
        #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(side)" height="\#(side)"/>"# + "\n"
    }

    static let files = [
        // By the naming rule: Accents.palette.json becomes the enum Accents in Accents.palette.swift.
        "Sources/Tints/Accents.palette.json": ##"""
        {"colors": {"accent": {"light": "#FF9500", "dark": "#FF9F0A"}}, "images": {"star": "Art/star.svg"}}
        """##,
        "Sources/Tints/Art/star.svg": svg(side: 8),
        "Sources/Tints/Tints.swift": "public func accentHex() -> String { Accents.accent.value(for: .dark).hex }\n",
        // By a config: its Swift output, with its options, into the build; its CSS output is not the build's.
        "Sources/Demo/brand.json": demoBrand,
        "Sources/Demo/Art/mark.svg": svg(side: 8),
        "Sources/Demo/palettec.json": """
        {
          "palettes": ["brand.json"],
          "outputs": [
            { "format": "swift", "path": "Brand.swift", "typeName": "Brand" },
            { "format": "css", "path": "brand.css" }
          ]
        }
        """,
        "Sources/Demo/main.swift": """
        import Tints

        print(Brand.brandPrimary.value(for: .light).hex, Brand.brandPrimary.value(for: .dark).hex, accentHex())

        """,
        "Sources/Committed/brand.json": brand,
        "Sources/Committed/palettec.json": """
        {
          "palettes": ["brand.json"],
          "outputs": [{ "format": "swift", "path": "Generated/Brand.swift", "typeName": "Brand", "accessLevel": "public" }]
        }
        """,
        "Sources/Committed/Committed.swift": "// Brand is generated into Generated/ by the command plugin.\n",
    ]

    /// The build plugin under each build system; under the native one, the command plugin too, in the same client, so
    /// that palettec is built once for both plugins.
    @Test(.enabled(if: canRun), .timeLimit(.minutes(15)), arguments: ClientPackage.BuildSystem.allCases)
    func buildPluginRunsOnlyWhenAPaletteOrItsImageChangesAndFailsAtItsError(
        system: ClientPackage.BuildSystem
    ) throws {
        guard let swift = Self.swift else {
            Issue.record("swift not found; the plugin test cannot run")
            return
        }
        let client = try ClientPackage(swift: swift, manifest: Self.manifest, files: Self.files)
        let demo = client.debugProducts(system).appendingPathComponent("Demo").path
        func build() throws -> Executables.Output { try client.build(system, ["--product", "Demo"]) }
        func runs(_ output: Executables.Output) -> Int { ClientPackage.palettecRuns(in: output, system) }

        let first = try build()
        try #require(first.status == 0, "\(first.standardOutput)\(first.standardError)")
        #expect(runs(first) == 2, "\(first.standardOutput)")
        #expect(try Executables.run(demo, []).standardOutput == "#0A84FF #409CFF #FF9F0A\n")

        switch system {
        case .native:
            // After a clean build, SwiftPM 6.3's native build system wraps the tool's Swift modules for the debugger
            // again in the next build and so links the plugin's tool once more; a new tool re-runs the commands
            // that use it, and palettec is re-run for no other reason. From then on nothing runs.
            let settle = try build()
            #expect(settle.status == 0)
            if runs(settle) > 0 {
                #expect(settle.standardOutput.contains("Linking palettec-tool"), "\(settle.standardOutput)")
            }
        case .swiftbuild:
            break
        }
        let unchanged = try build()
        #expect(unchanged.status == 0)
        #expect(runs(unchanged) == 0, "\(unchanged.standardOutput)")
        switch system {
        case .native: #expect(!unchanged.standardOutput.contains("Linking"), "\(unchanged.standardOutput)")
        case .swiftbuild: #expect(!unchanged.standardOutput.contains("Link "), "\(unchanged.standardOutput)")
        }

        // An image a palette names is an input too, by the naming rule and by a config: palettec reads and checks it.
        try client.write("Sources/Tints/Art/star.svg", Self.svg(side: 16))
        try client.write("Sources/Demo/Art/mark.svg", Self.svg(side: 16))
        let images = try build()
        #expect(images.status == 0, "\(images.standardOutput)\(images.standardError)")
        #expect(runs(images) == 2, "\(images.standardOutput)")
        let imagesUnchanged = try build()
        #expect(runs(imagesUnchanged) == 0, "\(imagesUnchanged.standardOutput)")

        try client.write("Sources/Demo/brand.json", Self.demoBrand.replacingOccurrences(of: "#409CFF", with: "#64D2FF"))
        let edited = try build()
        #expect(edited.status == 0, "\(edited.standardOutput)\(edited.standardError)")
        #expect(runs(edited) == 1, "\(edited.standardOutput)")
        #expect(try Executables.run(demo, []).standardOutput == "#0A84FF #64D2FF #FF9F0A\n")

        let brokenBrand = MarkedText(Self.demoBrand.replacingOccurrences(of: "\"#409CFF\"", with: "1️⃣\"#64D2F\""))
        try client.write("Sources/Demo/brand.json", brokenBrand.text)
        let broken = try build()
        #expect(broken.status != 0)
        let palette = client.root.appendingPathComponent("Sources/Demo/brand.json").path
        #expect(
            (broken.standardOutput + broken.standardError).contains(
                brokenBrand.place("1️⃣", in: palette)
                    + ": error: '#64D2F' has 5 hex digits; expected 3, 4, 6 or 8 (#RGB, #RGBA, #RRGGBB, "
                    + "#RRGGBBAA) [invalid-color]\n"
            ),
            "\(broken.standardOutput)\(broken.standardError)"
        )
        // The work folder holds the generated Swift and nothing of the config's CSS output.
        let work = client.folder.url.appendingPathComponent("build/plugins/outputs/client/Demo/destination")
        let written = FileManager.default.enumerator(atPath: work.path)?.allObjects as? [String] ?? []
        #expect(
            written.filter { $0.hasSuffix(".swift") || $0.hasSuffix(".css") }.sorted() == [
                "PalettecBuildPlugin/palettec/Brand.swift"
            ]
        )

        if system == .native {
            try client.write("Sources/Demo/brand.json", Self.demoBrand)
            try Self.commandPluginWritesTheConfiguredOutputsAndChecksThem(in: client)
        }
    }

    /// The command plugin writes the configured outputs into the package and checks them; run in the client of the
    /// native build plugin test, whose build of palettec it reuses.
    static func commandPluginWritesTheConfiguredOutputsAndChecksThem(in client: ClientPackage) throws {
        let command = ["--allow-writing-to-package-directory", "generate-palette-code", "--target", "Committed"]

        let refused = try client.run("package", ["generate-palette-code", "--target", "Committed"])
        #expect(refused.status != 0)
        #expect(refused.standardError.contains("wants permission to write to the package directory"))
        #expect(client.read("Sources/Committed/Generated/Brand.swift") == nil)

        let stale = try client.run("package", command + ["--check"])
        #expect(stale.status != 0)
        #expect(
            (stale.standardOutput + stale.standardError).contains(
                "Generated/Brand.swift' is missing; run 'palettec build' [stale-output]"
            ),
            "\(stale.standardOutput)\(stale.standardError)"
        )
        #expect(client.read("Sources/Committed/Generated/Brand.swift") == nil)

        let wrote = try client.run("package", command)
        #expect(wrote.status == 0, "\(wrote.standardOutput)\(wrote.standardError)")
        let generated = try #require(client.read("Sources/Committed/Generated/Brand.swift"))
        #expect(
            HeaderDigest.removed(from: generated).hasPrefix("// Generated by palettec from brand.json. DO NOT EDIT.\n")
        )
        #expect(generated.contains("\npublic enum Brand {\n"))
        // Only the chosen target: Demo's config (which has a CSS output) was not built into the package.
        #expect(client.read("Sources/Demo/brand.css") == nil)

        let current = try client.run("package", command + ["--check"])
        #expect(current.status == 0, "\(current.standardOutput)\(current.standardError)")
        #expect(current.standardOutput.contains("palettec: every output is current (1 checked)"))

        // The committed code compiles in the client.
        let build = try client.run("build", ["--target", "Committed"])
        #expect(build.status == 0, "\(build.standardOutput)\(build.standardError)")
    }
}
