import Foundation
import PalettecTestSupport
import Testing

/// A throwaway SwiftPM package that depends on this checkout by path, as an app team's package would, built with
/// the real `swift` in its own scratch folder (never this package's `.build`, which the running tests hold).
struct ClientPackage {
    /// The temporary folder: the client in `client/`, its build in `build/`, this checkout linked as `palettec/`.
    let folder: TemporaryFolder
    /// The `swift` program.
    let swift: String

    /// The client's root folder.
    var root: URL { folder.url.appendingPathComponent("client") }

    /// A client with `manifest` as its `Package.swift` and `files` (relative path → text) as its sources, depending
    /// on the palettec package at `palettec` (this checkout by default).
    init(swift: String, manifest: String, files: [String: String], palettec: URL = Golden.packageRoot) throws {
        folder = try TemporaryFolder()
        self.swift = swift
        // The package's identity is its folder's name, so the dependency is reached through a link named palettec.
        try FileManager.default.createSymbolicLink(
            at: folder.url.appendingPathComponent("palettec"),
            withDestinationURL: palettec
        )
        try write("Package.swift", manifest)
        for (path, text) in files { try write(path, text) }
    }

    /// Writes a file of the client, creating folders.
    func write(_ path: String, _ text: String) throws {
        try folder.write("client/" + path, text)
    }

    /// Reads a file of the client.
    func read(_ path: String) -> String? {
        folder.read("client/" + path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Runs `swift COMMAND ARGUMENTS` in the client with its scratch folder.
    ///
    /// `swift` itself crashing (a fault signal, not a status) is the toolchain's failure, never palettec's, which a
    /// build runs in processes of its own: SwiftPM 6.3 with swift-build has been seen to crash now and then while it
    /// plans a build, in libdispatch (swiftlang/swift#87033). Such a run is recorded as a warning and run again,
    /// twice at most; the output returned holds every attempt's, so counting the commands a build ran counts them
    /// all. A run killed for taking too long (`SIGKILL`) is not run again.
    func run(_ command: String, _ arguments: [String] = []) throws -> Executables.Output {
        let scratch = folder.url.appendingPathComponent("build").path
        func once() throws -> Executables.Output {
            try Executables.run(swift, [command, "--scratch-path", scratch] + arguments, in: root)
        }
        var output = try once()
        var runs = 1
        while runs < Self.attempts, Self.crashSignals.contains(output.status - 128) {
            Issue.record(
                Comment(
                    rawValue: "\(swift) \(command) crashed (signal \(output.status - 128)); running it again:\n"
                        + output.standardError.suffix(4000)
                ),
                severity: .warning
            )
            let again = try once()
            output.status = again.status
            output.standardOutput += again.standardOutput
            output.standardError += again.standardError
            runs += 1
        }
        return output
    }

    /// How many times `run` starts a `swift` command that keeps crashing.
    static let attempts = 3

    /// The signals of a crashed program: illegal instruction, trap, abort, bus error, segmentation fault.
    static let crashSignals: Set<Int32> = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGSEGV]

    /// Runs `swift build ARGUMENTS` with `system`, verbose where that is what shows the commands run.
    func build(_ system: BuildSystem, _ arguments: [String] = []) throws -> Executables.Output {
        try run("build", system.arguments + arguments)
    }

    /// The folder of the client's debug build products.
    var debugProducts: URL { folder.url.appendingPathComponent("build/debug") }

    /// The folder of the client's debug build products under `system`.
    func debugProducts(_ system: BuildSystem) -> URL {
        switch system {
        case .native: debugProducts
        case .swiftbuild: folder.url.appendingPathComponent("build/out/Products/Debug-linux")
        }
    }

    /// How many times a build ran palettec: SwiftPM prints one `[n/m] palettec …` progress line per command it runs
    /// (the commands' display names, abbreviated).
    static func palettecRuns(in output: Executables.Output) -> Int {
        (output.standardOutput + output.standardError).split(separator: "\n")
            .filter { $0.hasPrefix("[") && $0.contains("] palettec ") }.count
    }

    /// How many times a build with `system` ran palettec.
    ///
    /// The native build system prints one `[n/m] palettec …` progress line per command; swift-build, run verbose,
    /// prints each command's display name at the start of a line on standard output (and once more on standard
    /// error, not counted).
    static func palettecRuns(in output: Executables.Output, _ system: BuildSystem) -> Int {
        switch system {
        case .native: palettecRuns(in: output)
        case .swiftbuild:
            output.standardOutput.split(separator: "\n")
                .filter { $0.hasPrefix("palettec build ") || $0.hasPrefix("palettec convert ") }.count
        }
    }

    /// SwiftPM's two build systems: its native one (the default in 6.3) and swift-build (`--build-system
    /// swiftbuild`), which track a build-tool plugin's tool differently.
    enum BuildSystem: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case native
        case swiftbuild

        /// The arguments of `swift build` that choose it (and, for swift-build, print the commands it runs).
        var arguments: [String] {
            switch self {
            case .native: []
            case .swiftbuild: ["--build-system", "swiftbuild", "-v"]
            }
        }

        var testDescription: String { rawValue }
    }

    /// The client's dependency on palettec.
    static let dependency = ".package(path: \"../palettec\")"
}
