import Foundation
import PalettecTestSupport
import Testing

/// The plugins' Xcode conformances, which compile only where `XcodeProjectPlugin` exists, typechecked on Linux
/// against SwiftPM's `PackagePlugin` and `Tests/Stubs/XcodeProjectPlugin.swift` with the flags SwiftPM compiles
/// plugins with.
@Suite struct XcodePluginConformanceTests {
    @Test(
        .enabled(if: Executables.isCI || Executables.find("swiftc") != nil),
        arguments: ["PalettecBuildPlugin", "PalettecCommandPlugin"]
    )
    func conformanceTypechecks(plugin: String) throws {
        guard let swiftc = Executables.find("swiftc") else {
            Issue.record("swiftc not found; the Xcode conformances cannot be typechecked")
            return
        }
        let api = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("lib/swift/pm/PluginAPI").path
        let folder = try TemporaryFolder()
        let flags = ["-swift-version", "6", "-package-description-version", "6.0.0", "-I", api]
        let stub = try Executables.run(
            swiftc,
            flags + [
                "-parse-as-library", "-emit-module", "-module-name", "XcodeProjectPlugin",
                "-emit-module-path", folder.url.appendingPathComponent("XcodeProjectPlugin.swiftmodule").path,
                Golden.packageRoot.appendingPathComponent("Tests/Stubs/XcodeProjectPlugin.swift").path,
            ]
        )
        try #require(stub.status == 0, "\(stub.standardError)")
        let sources = Golden.packageRoot.appendingPathComponent("Plugins/\(plugin)")
        // The plugin's own files, and the shared ones through its `Shared` link.
        let files = try ["", "Shared/"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: sources.path + "/" + folder)
                .filter { $0.hasSuffix(".swift") }.map { folder + $0 }
        }
        #expect(files.contains("\(plugin)+Xcode.swift"))
        let check = try Executables.run(
            swiftc,
            flags + ["-typecheck", "-parse-as-library", "-module-name", plugin, "-I", folder.url.path]
                + files.map { sources.appendingPathComponent($0).path }
        )
        #expect(check.status == 0, "\(check.standardError)")
    }
}
