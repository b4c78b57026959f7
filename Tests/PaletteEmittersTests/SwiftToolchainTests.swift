import Foundation
import PalettecTestSupport
import Testing

/// Runs the real Swift compiler on generated Swift, with the Apple-framework stub modules built once per test run.
enum SwiftToolchain {
    /// The stub module folders.
    typealias Stubs = StubModules

    /// The two stub flavours.
    typealias Platform = StubModules.Platform

    /// A compiler run that did not go as the helper needed.
    struct Failure: Error, CustomStringConvertible {
        /// What went wrong, with the compiler's output.
        var description: String
    }

    /// The `swiftc` on `PATH` or in the toolchain's folder, if there is one.
    static let swiftc: String? = Executables.find("swiftc")

    /// Whether the compiler tests run: when swiftc exists, and always under `CI=true`, where a missing swiftc fails.
    static var isEnabled: Bool {
        swiftc != nil || Executables.isCI
    }

    /// The built stubs, or the error that stopped the build.
    static func stubs() throws -> Stubs {
        try StubModules.built.get()
    }

    /// Runs swiftc with `arguments` in `folder`.
    static func run(_ arguments: [String], in folder: URL) throws -> Executables.Output {
        guard let swiftc else {
            throw Failure(description: "swiftc was not found on PATH or in /opt/swift/usr/bin")
        }
        return try Executables.run(swiftc, arguments, in: folder)
    }

    /// A new empty temporary folder.
    static func temporaryFolder(_ purpose: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("palettec-swift-\(purpose)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Writes text files into `folder`.
    static func write(_ files: [String: String], to folder: URL) throws {
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
    }

    /// Checks `files` (in `folder`) in Swift 6 mode against one platform's stubs, warnings as errors, through SIL.
    static func typecheck(_ files: [String], platform: Platform, in folder: URL) throws -> Executables.Output {
        let stubs = try stubs()
        let arguments =
            // SIL rather than only `-typecheck`: region-based isolation ("sending … risks causing data races")
            // is diagnosed on SIL, so a data race the type checker cannot see still fails the check.
            ["-swift-version", "6", "-warnings-as-errors", "-diagnostic-style=llvm", "-parse-as-library"]
            + ["-emit-sil", "-wmo", "-o", "/dev/null"]
            + stubs.includes(platform) + files
        return try run(arguments, in: folder)
    }
}

/// Proves the stubs are really checked: deliberately broken variants of generated Swift fail to typecheck.
@Suite struct SwiftToolchainTests {
    @Test(.enabled(if: SwiftToolchain.isEnabled))
    func brokenUIKitAndSwiftUICodeAndNonisolatedWindowAccessFailAgainstIOSStubs() throws {
        let generated = try SwiftFixture.emit()
        var broken = generated.replacingOccurrences(
            of: "userInterfaceStyle == .dark",
            with: "userInterfaceStlye == .dark"
        )
        broken = broken.replacingOccurrences(of: "SwiftUI.Color(uiColor)", with: "SwiftUI.Color(uiColour: uiColor)")
        // Web views are main-actor objects: the helper loses its isolation.
        broken = broken.replacingOccurrences(of: "    @MainActor\n    enum WebViews {", with: "    enum WebViews {")
        #expect(broken.components(separatedBy: "userInterfaceStlye").count == 2)
        #expect(broken.components(separatedBy: "uiColour:").count == 2)
        #expect(!broken.contains("    @MainActor\n    enum WebViews {"))
        // Touching main-actor UIKit objects from nonisolated code must fail, as it does against the real SDK.
        broken += """

            func brokenWindowTouch(_ window: UIWindow) {
                window.overrideUserInterfaceStyle = .dark
            }

            func brokenApplicationTouch() -> Int {
                UIApplication.shared.connectedScenes.count
            }

            """
        let folder = try SwiftToolchain.temporaryFolder("broken-ios")
        defer { try? FileManager.default.removeItem(at: folder) }
        try SwiftToolchain.write(["Broken.swift": broken], to: folder)
        let output = try SwiftToolchain.typecheck(["Broken.swift"], platform: .ios, in: folder)
        #expect(output.status != 0)
        for expected in [
            "value of type 'UITraitCollection' has no member 'userInterfaceStlye'",
            // `Color(_:)` (UIColor, unlabelled) makes the misspelt label extraneous rather than incorrect.
            "extraneous argument label 'uiColour:' in call",
            "main actor-isolated property 'overrideUserInterfaceStyle' can not be mutated from a nonisolated context",
            "main actor-isolated class property 'shared' can not be referenced from a nonisolated context",
            "main actor-isolated property 'configuration' can not be referenced from a nonisolated context",
        ] {
            #expect(output.standardError.contains(expected), "missing: \(expected)\n\(output.standardError)")
        }
    }

    @Test(.enabled(if: SwiftToolchain.isEnabled))
    func brokenAppKitAndSwiftUICodeFailsAgainstMacOSStubs() throws {
        let generated = try SwiftFixture.emit()
        var broken = generated.replacingOccurrences(of: "bestMatch(from:", with: "bestMatch(form:")
        broken = broken.replacingOccurrences(of: "SwiftUI.Color(nsColor)", with: "SwiftUI.Color(nsColour: nsColor)")
        #expect(broken.components(separatedBy: "bestMatch(form:").count == 2)
        #expect(broken.components(separatedBy: "nsColour:").count == 2)
        let folder = try SwiftToolchain.temporaryFolder("broken-macos")
        defer { try? FileManager.default.removeItem(at: folder) }
        try SwiftToolchain.write(["Broken.swift": broken], to: folder)
        let output = try SwiftToolchain.typecheck(["Broken.swift"], platform: .macos, in: folder)
        #expect(output.status != 0)
        for expected in [
            "incorrect argument label in call (have 'form:', expected 'from:')",
            // `Color(_:)` (NSColor, unlabelled) makes the misspelt label extraneous rather than incorrect.
            "extraneous argument label 'nsColour:' in call",
        ] {
            #expect(output.standardError.contains(expected), "missing: \(expected)\n\(output.standardError)")
        }
    }
}
