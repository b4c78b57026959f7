import Foundation
import PalettecTestSupport
import Testing

/// `make install` and `make dist`: the release binary links the Swift runtime statically, so it runs where the
/// toolchain's libraries cannot be found; the archive and the artifact bundle hold it with a valid `info.json`.
@Suite struct InstallTests {
    /// The toolchain's runtime libraries (`<toolchain>/usr/lib/swift`), from where `swift` is.
    static var runtimeFolder: URL? {
        Executables.find("swift").map {
            URL(fileURLWithPath: $0).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("lib/swift")
        }
    }

    /// The programs the test runs besides `swift`.
    static var tools: [String] { ["make", "ldd", "unshare", "tar", "zip"] }

    /// Whether this test can run: with every program found, or on CI, where a missing one is a failure.
    static var canRun: Bool {
        Executables.isCI || (runtimeFolder != nil && tools.allSatisfy { Executables.find($0) != nil })
    }

    @Test(.enabled(if: canRun), .timeLimit(.minutes(30)))
    func theInstalledBinaryRunsWithoutTheToolchainsLibraries() throws {
        let missing = Self.tools.filter { Executables.find($0) == nil }
        guard missing.isEmpty, let runtime = Self.runtimeFolder else {
            Issue.record("missing \(missing.joined(separator: ", ")); the install test cannot run")
            return
        }
        let prefix = try TemporaryFolder()
        let root = Golden.packageRoot.path
        let install = try Executables.run(
            "/usr/bin/env",
            ["make", "-C", root, "install", "PREFIX=\(prefix.url.path)"],
            timeout: 1500
        )
        try #require(install.status == 0, "\(install.standardOutput)\(install.standardError)")
        let binary = prefix.url.appendingPathComponent("bin/palettec").path
        #expect(String(decoding: prefix.read("share/man/man1/palettec.1") ?? Data(), as: UTF8.self).hasPrefix(".TH"))
        for path in [
            "share/bash-completion/completions/palettec", "share/zsh/site-functions/_palettec",
            "share/fish/vendor_completions.d/palettec.fish",
        ] {
            #expect((prefix.read(path)?.count ?? 0) > 100, "\(path)")
        }

        // Nothing the binary loads comes from the toolchain: only the C library and its kin.
        let libraries = try Executables.run("/usr/bin/env", ["ldd", binary]).standardOutput
        #expect(!libraries.contains("libswift") && !libraries.contains(runtime.path), "\(libraries)")
        // Only FoundationEssentials is linked (full Foundation would bring ICU's data, 60 MB stripped) and the binary
        // is stripped: at most 20 MB.
        let size = try #require(try FileManager.default.attributesOfItem(atPath: binary)[.size] as? Int)
        #expect(size <= 20 << 20, "the installed palettec is \(size) bytes")

        // Run it with the toolchain's runtime folder hidden under an empty file system and an empty environment.
        try prefix.write("work/p.json", ##"{"colors": {"accent": {"light": "#FF9500", "dark": "#FF9F0A"}}}"##)
        func hidden(_ program: String, _ arguments: [String]) throws -> Executables.Output {
            try Executables.run(
                "/usr/bin/env",
                [
                    "unshare", "--map-root-user", "--mount", "/bin/sh", "-c",
                    #"mount -t tmpfs none "$1" && shift && exec /usr/bin/env -i PATH=/usr/bin:/bin "$@""#, "sh",
                    runtime.path, program,
                ] + arguments,
                in: prefix.url.appendingPathComponent("work")
            )
        }
        let version = try hidden(binary, ["--version"])
        #expect(version.status == 0, "\(version.standardError)")
        let built = try Executables.run(Executables.palettec.path, ["--version"]).standardOutput
        #expect(version.standardOutput == built)
        let convert = try hidden(binary, ["convert", "p.json", "--to", "css", "--output", "p.css", "--quiet"])
        #expect(convert.status == 0, "\(convert.standardError)")
        let css = String(decoding: prefix.read("work/p.css") ?? Data(), as: UTF8.self)
        #expect(css.contains("--accent: #ff9500;"), "\(css)")
        // The control: the test build, linked to the toolchain's runtime, cannot start there.
        #expect(try hidden(Executables.palettec.path, ["--version"]).status != 0)

        let dist = prefix.url.appendingPathComponent("dist").path
        let made = try Executables.run("/usr/bin/env", ["make", "-C", root, "dist", "DIST_DIR=\(dist)"], timeout: 1500)
        try #require(made.status == 0, "\(made.standardOutput)\(made.standardError)")
        try checkArtifactBundle(in: prefix, version: built)
        try buildWithTheArtifactBundle(prefix.url.appendingPathComponent("dist/palettec.artifactbundle"))
    }

    /// The plugins with the prebuilt binary instead of the source, as `Docs/Guides/Xcode.md` describes it: a
    /// package of the plugins and a binary target of the bundle, used by the plugin tests' client.
    func buildWithTheArtifactBundle(_ bundle: URL) throws {
        let swift = try #require(Executables.find("swift"))
        let package = try TemporaryFolder()
        try FileManager.default.copyItem(at: bundle, to: package.url.appendingPathComponent("palettec.artifactbundle"))
        try FileManager.default.copyItem(
            at: Golden.packageRoot.appendingPathComponent("Plugins"),
            to: package.url.appendingPathComponent("Plugins")
        )
        try package.write("Package.swift", Self.prebuiltManifest)
        let client = try ClientPackage(
            swift: swift,
            manifest: PluginTests.manifest,
            files: PluginTests.files,
            palettec: package.url
        )
        let build = try client.run("build", ["--product", "Demo"])
        try #require(build.status == 0, "\(build.standardOutput)\(build.standardError)")
        #expect(ClientPackage.palettecRuns(in: build) == 2, "\(build.standardOutput)")
        #expect(!build.standardOutput.contains("Compiling PalettecCLI"))
        let demo = client.debugProducts.appendingPathComponent("Demo").path
        #expect(try Executables.run(demo, []).standardOutput == "#0A84FF #409CFF #FF9F0A\n")
        let again = try client.run("build", ["--product", "Demo"])
        #expect(again.status == 0)
        #expect(ClientPackage.palettecRuns(in: again) == 0, "\(again.standardOutput)")
    }

    /// The prebuilt package's manifest: `Docs/Guides/Xcode.md`'s, with the bundle by path instead of by URL.
    static let prebuiltManifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "palettec",
            products: [
                .plugin(name: "PalettecBuildPlugin", targets: ["PalettecBuildPlugin"]),
                .plugin(name: "PalettecCommandPlugin", targets: ["PalettecCommandPlugin"]),
            ],
            targets: [
                .binaryTarget(name: "palettec", path: "palettec.artifactbundle"),
                .plugin(name: "PalettecBuildPlugin", capability: .buildTool(), dependencies: ["palettec"]),
                .plugin(
                    name: "PalettecCommandPlugin",
                    capability: .command(
                        intent: .custom(verb: "generate-palette-code", description: "Write the outputs of palettec.json"),
                        permissions: [.writeToPackageDirectory(reason: "Writes the files palettec.json names")]
                    ),
                    dependencies: ["palettec"]
                ),
            ]
        )
        """

    /// The archive holds an install tree, and the artifact bundle's `info.json` names an executable variant that
    /// is there and is this version of palettec (stripped, so not byte for byte the installed one).
    func checkArtifactBundle(in prefix: TemporaryFolder, version: String) throws {
        let number = version.replacingOccurrences(of: "palettec ", with: "").trimmingCharacters(in: .newlines)
        let info = try #require(prefix.read("dist/palettec.artifactbundle/info.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: info) as? [String: Any])
        #expect(json["schemaVersion"] as? String == "1.0")
        let artifact = try #require((json["artifacts"] as? [String: Any])?["palettec"] as? [String: Any])
        #expect(artifact["type"] as? String == "executable")
        #expect(artifact["version"] as? String == number)
        let variant = try #require((artifact["variants"] as? [[String: Any]])?.first)
        let path = try #require(variant["path"] as? String)
        #expect((variant["supportedTriples"] as? [String])?.first?.hasSuffix("-linux-gnu") == true)
        let bundled = prefix.url.appendingPathComponent("dist/palettec.artifactbundle/" + path).path
        #expect(try Executables.run(bundled, ["--version"]).standardOutput == version)
        let archive = try #require(
            try FileManager.default.contentsOfDirectory(atPath: prefix.url.appendingPathComponent("dist").path)
                .first { $0.hasPrefix("palettec-\(number)-") && $0.hasSuffix(".tar.gz") }
        )
        let listing = try Executables.run(
            "/usr/bin/env",
            ["tar", "-tzf", prefix.url.appendingPathComponent("dist/" + archive).path]
        )
        let stem = String(archive.dropLast(".tar.gz".count))
        #expect(listing.standardOutput.contains("\(stem)/bin/palettec\n"))
        #expect(listing.standardOutput.contains("\(stem)/share/man/man1/palettec.1\n"))
        #expect(prefix.read("dist/palettec.artifactbundle.zip") != nil)
    }
}
