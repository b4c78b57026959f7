import Foundation
import PalettecTestSupport
import Testing

/// The build record: a rebuild whose inputs and outputs are as the last clean build left them skips the pipeline,
/// and any change to an input, an output, the command line or the record itself makes it build in full.
@Suite struct BuildRecordTests {
    /// What `--verbose` says when the record is used.
    static let skipped = "the inputs and outputs are those of the last build; nothing to do"

    /// A project, and a record folder of its own.
    struct Project {
        /// The project.
        var folder: TemporaryFolder
        /// Where its build records go.
        var records: TemporaryFolder

        /// Runs palettec in the project with its record folder.
        func palettec(_ arguments: [String], records: String? = nil) throws -> Executables.Output {
            try folder.palettec(
                arguments,
                environment: ["NO_COLOR": "1", "PALETTEC_CACHE_DIR": records ?? self.records.url.path]
            )
        }
    }

    /// The three-output project of `BuildEndToEndTests`, with a record folder.
    static func project() throws -> Project {
        Project(folder: try BuildEndToEndTests.project(), records: try TemporaryFolder())
    }

    @Test func aSecondBuildUsesTheRecordAndPrintsWhatAFullOneWould() throws {
        let project = try Self.project()
        let first = try project.palettec(["build", "-v"])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(!first.standardError.contains(Self.skipped))
        let full = try project.palettec(["build"], records: "")
        let second = try project.palettec(["build"])
        #expect(second.status == 0)
        #expect(second.standardError == full.standardError)
        #expect(second.standardError == "palettec: 3 output files unchanged\n")
        let verbose = try project.palettec(["build", "-v"])
        #expect(verbose.standardError.contains(Self.skipped))
        // `--check` is answered from the same record.
        let check = try project.palettec(["build", "--check", "-v"])
        #expect(check.status == 0)
        #expect(check.standardError.contains("palettec: 3 output files up to date"))
        #expect(check.standardError.contains(Self.skipped))
    }

    /// The record names the binary that wrote it (its path, size and modification time): another palettec, or this
    /// one rebuilt, builds in full.
    @Test func anotherOrUpdatedBinaryBuildsInFull() throws {
        let project = try Self.project()
        let tools = try TemporaryFolder()
        let copy = tools.url.appendingPathComponent("palettec")
        try FileManager.default.copyItem(at: Executables.palettec, to: copy)
        let environment = ["NO_COLOR": "1", "PALETTEC_CACHE_DIR": project.records.url.path]
        let run = { (arguments: [String]) in
            try Executables.run(copy.path, arguments, in: project.folder.url, environment: environment)
        }
        // A record is per command line: every run here is `build -v`.
        #expect(try run(["build", "-v"]).status == 0)
        #expect(try run(["build", "-v"]).standardError.contains(Self.skipped))
        // The same outputs, but from another binary: not this copy's record.
        #expect(try !project.palettec(["build", "-v"]).standardError.contains(Self.skipped))
        // The copy, "rebuilt" (a new modification time), no longer trusts what it recorded.
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 60)],
            ofItemAtPath: copy.path
        )
        #expect(try !run(["build", "-v"]).standardError.contains(Self.skipped))
        #expect(try run(["build", "-v"]).standardError.contains(Self.skipped))
    }

    @Test func anEditedPaletteIsBuilt() throws {
        let project = try Self.project()
        _ = try project.palettec(["build"])
        // Same size, one digit changed.
        try project.folder.write(
            "Palettes/Brand.json",
            ##"{"colors": {"PGC01": {"light": "#0A84FE", "dark": "#409CFF"}, "link": "{PGC01}"}}"##
        )
        let rebuilt = try project.palettec(["build", "-v"])
        #expect(!rebuilt.standardError.contains(Self.skipped))
        #expect(rebuilt.standardError.contains("wrote Generated/brand.css"))
        let css = String(decoding: try #require(project.folder.read("Generated/brand.css")), as: UTF8.self)
        #expect(css.lowercased().contains("#0a84fe"))
    }

    /// The record does not hide an edit: the build looks at the file again, and refuses it, since its header's
    /// digest no longer matches; once it is deleted, the build writes it again.
    @Test func anOutputEditedByHandIsSeenAndRefusedUntilDeleted() throws {
        let project = try Self.project()
        _ = try project.palettec(["build"])
        let path = "Generated/brand.css"
        let original = try #require(project.folder.read(path))
        var edited = original
        let index = try #require(edited.firstIndex(of: UInt8(ascii: "#")))
        edited[index + 1] = edited[index + 1] == UInt8(ascii: "0") ? UInt8(ascii: "1") : UInt8(ascii: "0")
        try project.folder.write(path, edited)
        for arguments in [["build", "--check"], ["build", "-v"]] {
            let refused = try project.palettec(arguments)
            #expect(refused.status == 1)
            #expect(!refused.standardError.contains(Self.skipped))
            #expect(refused.standardError.contains("'Generated/brand.css' was edited by hand since palettec wrote it"))
            #expect(project.folder.read(path) == edited)
        }
        try FileManager.default.removeItem(at: project.folder.url.appendingPathComponent(path))
        let rebuilt = try project.palettec(["build", "-v"])
        #expect(rebuilt.status == 0, "\(rebuilt.standardError)")
        #expect(project.folder.read(path) == original)
    }

    @Test func aDeletedOutputIsWrittenAgain() throws {
        let project = try Self.project()
        _ = try project.palettec(["build"])
        try FileManager.default.removeItem(at: project.folder.url.appendingPathComponent("Generated/Brand.swift"))
        let rebuilt = try project.palettec(["build"])
        #expect(rebuilt.standardError.contains("wrote Generated/Brand.swift"))
    }

    @Test func aRerunPrintsTheWarningsOfTheRecordedBuildAsItPrintedThem() throws {
        let project = try Self.project()
        let palette = MarkedText(##"{"colors": {"PGC01": {"light": "#0A84FF", "dark": "#409CFF"}}, 1️⃣"colours": {}}"##)
        try project.folder.write("Palettes/Brand.json", palette.text)
        let first = try project.palettec(["build"])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardError.contains("warning:"))
        let full = try project.palettec(["build"], records: "")
        let second = try project.palettec(["build"])
        #expect(second.status == 0)
        #expect(second.standardError == full.standardError)
        #expect(
            second.standardError.contains(palette.place("1️⃣", in: "Palettes/Brand.json") + ": warning: "),
            "\(second.standardError)"
        )
        // Another command line (`-v`) is another record: the first run is a full build, the second is not.
        _ = try project.palettec(["build", "-v"])
        let verbose = try project.palettec(["build", "-v"])
        #expect(verbose.standardError.contains(Self.skipped))
        #expect(verbose.standardError.contains("warning: "))
        // Under --warnings-as-errors the build fails, so it is not recorded and fails again.
        let strict = try project.palettec(["build", "--warnings-as-errors"])
        #expect(strict.status == 1)
        let again = try project.palettec(["build", "--warnings-as-errors", "-v"])
        #expect(again.status == 1)
        #expect(!again.standardError.contains(Self.skipped))
        // JSON diagnostics are replayed on standard output.
        let json = try project.palettec(["build", "--format", "json", "-v"])
        #expect(!json.standardError.contains(Self.skipped))
        let replayed = try project.palettec(["build", "--format", "json", "-v"])
        #expect(replayed.standardError.contains(Self.skipped))
        #expect(replayed.standardOutput == json.standardOutput)
        #expect(json.standardOutput.contains("\"severity\""), "\(json.standardOutput)")
    }

    @Test func anotherCommandLineOrConfigIsAnotherRecord() throws {
        let project = try Self.project()
        _ = try project.palettec(["build"])
        let only = try project.palettec(["build", "--only", "css", "-v"])
        #expect(!only.standardError.contains(Self.skipped))
        // A new output in the config is built, though the palettes did not change.
        let config = String(decoding: try #require(project.folder.read("palettec.json")), as: UTF8.self)
        try project.folder.write(
            "palettec.json",
            config.replacingOccurrences(
                of: #"{ "format": "json", "path": "Generated/brand.json" }"#,
                with: #"{ "format": "json", "path": "Generated/brand.json" }, { "format": "dtcg", "path": "t.json" }"#
            )
        )
        let widened = try project.palettec(["build", "-v"])
        #expect(widened.standardError.contains("wrote t.json"), "\(widened.standardError)")
    }

    @Test func aFileAddedToAFolderInputIsRead() throws {
        let folder = try TemporaryFolder()
        try folder.write("Palettes/a.json", ##"{"colors": {"a": {"light": "#FFFFFF", "dark": "#000000"}}}"##)
        try folder.write(
            "palettec.json",
            #"{ "palettes": ["Palettes"], "outputs": [{ "format": "json", "path": "out.json" }] }"#
        )
        let project = Project(folder: folder, records: try TemporaryFolder())
        let first = try project.palettec(["build"])
        #expect(first.status == 0, "\(first.standardError)")
        try folder.write("Palettes/b.json", ##"{"colors": {"b": {"light": "#FFFFFF", "dark": "#000000"}}}"##)
        let second = try project.palettec(["build", "-v"])
        #expect(second.standardError.contains("wrote out.json"), "\(second.standardError)")
        #expect(String(decoding: try #require(folder.read("out.json")), as: UTF8.self).contains("\"b\""))
    }

    @Test func aDamagedRecordIsIgnoredAndRecordsCanBeTurnedOff() throws {
        let project = try Self.project()
        _ = try project.palettec(["build"])
        let records = try FileManager.default.contentsOfDirectory(atPath: project.records.url.path)
        #expect(records.count == 1)
        for name in records {
            try project.records.write(name, "{ not a record")
        }
        let damaged = try project.palettec(["build", "-v"])
        #expect(damaged.status == 0)
        #expect(!damaged.standardError.contains(Self.skipped))
        // `PALETTEC_CACHE_DIR` set but empty: nothing is kept, every build is a full one.
        let off = Project(folder: try BuildEndToEndTests.project(), records: try TemporaryFolder())
        _ = try off.palettec(["build"], records: "")
        let again = try off.palettec(["build", "-v"], records: "")
        #expect(!again.standardError.contains(Self.skipped))
    }
}
