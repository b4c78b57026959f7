import Foundation

/// The Apple-framework signature stubs of `Tests/Stubs` (see its README), compiled into modules once per test run
/// for every target that checks generated Swift.
public struct StubModules: Sendable {
    /// The two stub flavours.
    public enum Platform: String, Sendable, CaseIterable {
        /// CoreGraphics, Combine, UIKit, and WebKit and SwiftUI bridged to UIKit.
        case ios
        /// CoreGraphics, Combine, AppKit, and WebKit and SwiftUI bridged to AppKit.
        case macos
    }

    /// A stub module that did not compile, with the compiler's output.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public var description: String
    }

    /// Holds `CoreGraphics.swiftmodule` and `Combine.swiftmodule`.
    public var common: URL
    /// Holds `UIKit.swiftmodule` and the iOS `WebKit.swiftmodule` and `SwiftUI.swiftmodule`.
    public var ios: URL
    /// Holds `AppKit.swiftmodule` and the macOS `WebKit.swiftmodule` and `SwiftUI.swiftmodule`.
    public var macos: URL

    /// The `-I` arguments that make one platform's frameworks importable.
    public func includes(_ platform: Platform) -> [String] {
        ["-I", common.path, "-I", (platform == .ios ? ios : macos).path]
    }

    /// The stub sources, `Tests/Stubs` in the package.
    public static let sources = Golden.packageRoot.appendingPathComponent("Tests/Stubs")

    /// The stubs, built on first use; a `static let` initializer runs once, so concurrent tests wait for one build.
    public static let built: Result<StubModules, any Error> = Result { try build() }

    /// Compiles the eight stub modules into a temporary folder, each after the modules it imports.
    private static func build() throws -> StubModules {
        guard let swiftc = Executables.find("swiftc") else {
            throw Failure(description: "swiftc was not found on PATH or in /opt/swift/usr/bin")
        }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("palettec-swift-stubs-\(UUID())")
        let stubs = StubModules(
            common: root.appendingPathComponent("common"),
            ios: root.appendingPathComponent("ios"),
            macos: root.appendingPathComponent("macos")
        )
        for folder in [stubs.common, stubs.ios, stubs.macos] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        var modules: [(name: String, sources: [String], folder: URL, includes: [URL])] = [
            ("CoreGraphics", ["CoreGraphics.swift"], stubs.common, []),
            ("Combine", ["Combine.swift"], stubs.common, []),
        ]
        for platform in Platform.allCases {
            let folder = platform == .ios ? stubs.ios : stubs.macos
            let kit = platform == .ios ? "UIKit" : "AppKit"
            modules += [
                (kit, [kit + ".swift"], folder, [stubs.common]),
                // One WebKit source for both flavours: `WKWebView` is a `UIView` or an `NSView` by `canImport(UIKit)`.
                ("WebKit", ["WebKit.swift"], folder, [stubs.common, folder]),
                ("SwiftUI", ["SwiftUI.swift", "SwiftUI-\(platform.rawValue).swift"], folder, [stubs.common, folder]),
            ]
        }
        for module in modules {
            var arguments = ["-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", module.name]
            arguments += module.includes.flatMap { ["-I", $0.path] }
            arguments += ["-emit-module-path", module.folder.appendingPathComponent(module.name + ".swiftmodule").path]
            arguments += module.sources.map { sources.appendingPathComponent($0).path }
            let output = try Executables.run(swiftc, arguments, in: module.folder)
            guard output.status == 0 else {
                throw Failure(description: "building the \(module.name) stub failed:\n\(output.standardError)")
            }
        }
        return stubs
    }
}
