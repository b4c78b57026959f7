import Foundation
import PaletteEmitters
import PaletteModel
import PalettecTestSupport
import Testing

/// The hostile palette through `palettec convert --to swift`, checked by swiftc: the file compiles and runs, every
/// key and description comes back as the exact text, and the Apple branches typecheck against the stubs.
@Suite struct HostileSwiftTests {
    @Test(
        .enabled(if: HostilePalette.canRun("swiftc"), "swiftc is not installed; under CI=true this test fails"),
        .timeLimit(.minutes(10))
    )
    func generatedSwiftCompilesRunsAndTypechecksWithTheExactKeysAndDescriptions() throws {
        guard let swiftc = HostilePalette.client("swiftc") else { return }
        let palette = try HostilePalette.shared.get()
        let folder = try HostilePalette.folder(with: palette.text)
        let convert = try folder.palettec(["convert", "hostile.json", "--to", "swift", "--output", "Hostile.swift"])
        try #require(convert.status == 0, "\(convert.standardError)")
        #expect(convert.standardError == "wrote Hostile.swift\n")
        try folder.write("main.swift", Self.mainSource(palette))

        let build = try Executables.run(
            swiftc,
            ["-swift-version", "6", "-diagnostic-style=llvm", "Hostile.swift", "main.swift", "-o", "hostile"],
            in: folder.url
        )
        try #require(build.status == 0, "\(build.standardError.prefix(4000))")
        // main.swift uses the deprecated constant on purpose; the generated file itself must be warning-free.
        let warnings = build.standardError.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(warnings.allSatisfy { $0.hasPrefix("main.swift:") }, "\(build.standardError.prefix(4000))")
        let run = try Executables.run(folder.url.appendingPathComponent("hostile").path, [], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        let printed = run.standardOutput.split(separator: "\n").map(String.init)
        let expected = Self.expectedOutput(palette)
        #expect(printed.count == expected.count)
        for (got, want) in zip(printed, expected) where got != want {
            Issue.record("printed \(Self.readable(got))\nexpected \(Self.readable(want))")
        }

        let stubs = try StubModules.built.get()
        for platform in [stubs.ios, stubs.macos] {
            let typecheck = try Executables.run(
                swiftc,
                ["-swift-version", "6", "-warnings-as-errors", "-diagnostic-style=llvm", "-typecheck"]
                    + ["-I", stubs.common.path, "-I", platform.path, "Hostile.swift"],
                in: folder.url
            )
            #expect(typecheck.status == 0, "\(platform.lastPathComponent): \(typecheck.standardError.prefix(4000))")
            #expect(typecheck.standardError.isEmpty, "\(typecheck.standardError.prefix(4000))")
        }
    }

    /// A program printing every entry's key and description as UTF-8 byte lists, then every constant's key, so
    /// the comparison is exact and a line break in a key cannot shift lines.
    static func mainSource(_ palette: HostilePalette) -> String {
        var source = """
            /// The UTF-8 bytes of `text`, as decimal numbers joined with commas.
            func bytes(_ text: String) -> String { text.utf8.map { String($0) }.joined(separator: ",") }

            print("count \\(Hostile.Entry.all.count)")
            for entry in Hostile.Entry.all {
                print("entry \\(bytes(entry.key)) \\(bytes(entry.description ?? "<nil>"))")
            }

            """
        for entry in palette.entries {
            let identifier = SwiftIdentifier.make(from: entry.key)
            let name = SwiftIdentifier.isKeyword(identifier) ? "`\(identifier)`" : identifier
            source += "print(\"constant \\(bytes(Hostile.\(name).key))\")\n"
        }
        return source
    }

    /// What the program must print, from the oracle's strings.
    static func expectedOutput(_ palette: HostilePalette) -> [String] {
        let bytes = { (text: String) in text.utf8.map { String($0) }.joined(separator: ",") }
        return ["count \(palette.entries.count)"]
            + palette.entries.map { "entry \(bytes($0.key)) \(bytes($0.description))" }
            + palette.entries.map { "constant \(bytes($0.key))" }
    }

    /// A printed line with its byte lists decoded, for failure messages.
    static func readable(_ line: String) -> String {
        line.split(separator: " ").map { part in
            let numbers = part.split(separator: ",").compactMap { UInt8($0) }
            guard !numbers.isEmpty, numbers.count == part.split(separator: ",").count else { return String(part) }
            return String(decoding: numbers, as: UTF8.self).debugDescription
        }.joined(separator: " ")
    }
}
