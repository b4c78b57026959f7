import Foundation
import PalettecTestSupport
import Testing

/// A folder input is read whole, or the run stops with an error naming the limit; nothing in it is passed over
/// unsaid.
@Suite struct FolderInputTests {
    /// A palette of one color, distinct for each `index`.
    static func palette(_ index: Int) -> String {
        let hex = String(index, radix: 16, uppercase: true)
        return ##"{"colors": {"K"## + String(index) + ##"": "#"## + String(repeating: "0", count: 6 - hex.count) + hex
            + ##""}}"##
    }

    /// Runs the built `palettec` in `folder` with a hang guard (a link cycle walked forever fails the run).
    static func palettec(_ arguments: [String], in folder: TemporaryFolder) throws -> Executables.Output {
        try Executables.run(
            Executables.palettec.path,
            arguments,
            in: folder.url,
            environment: ["NO_COLOR": "1"],
            timeout: 120
        )
    }

    /// A palette 20 folders deep, past the 16 levels the walk once stopped at silently (the count it once stopped
    /// at, 10,000, is now `--max-folder-entries`, tested on both sides below): its error is reported.
    @Test func everyFileOfADeepFolderIsRead() throws {
        let folder = try TemporaryFolder()
        for index in 0..<10 { try folder.write("f/c\(index).json", Self.palette(index)) }
        let deep = (0..<20).map { "d\($0)" }.joined(separator: "/")
        let bad = MarkedText(##"{"colors": {"Y": 1️⃣"#GGGGGG"}}"##)
        try folder.write("f/z.json", bad.text.replacingOccurrences(of: "Y", with: "Z"))
        try folder.write("f/\(deep)/deep.json", bad.text)
        let result = try Self.palettec(["lint", "f"], in: folder)
        #expect(result.status == 1)
        let errors = result.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(
            errors == [
                "\(bad.place("1️⃣", in: "f/\(deep)/deep.json")): error: '#GGGGGG' has a non-hex digit 'G' [invalid-color]",
                "\(bad.place("1️⃣", in: "f/z.json")): error: '#GGGGGG' has a non-hex digit 'G' [invalid-color]",
            ],
            "\(result.standardError.prefix(2000))"
        )
    }

    @Test func aFolderOverTheEntryLimitStopsWithAnErrorNamingTheFlag() throws {
        let folder = try TemporaryFolder()
        for index in 0..<10 { try folder.write("f/c\(index).json", Self.palette(index)) }
        let over = try Self.palettec(["lint", "--max-folder-entries", "9", "f"], in: folder)
        #expect(over.status == 1)
        #expect(
            over.standardError.hasPrefix(
                "palettec: error: 'f' holds more than 9 files and folders; palettec stopped reading it there (raise "
                    + "the limit with --max-folder-entries) [limit-exceeded]\n"
            ),
            "\(over.standardError)"
        )
        let within = try Self.palettec(["lint", "--max-folder-entries", "10", "f"], in: folder)
        #expect(within.status == 0, "\(within.standardError)")
    }

    /// A link back up the folder is walked once; a link out of the project is reported, not entered.
    @Test func linkedFoldersNeitherLoopNorLeadOut() throws {
        let folder = try TemporaryFolder()
        try folder.write("outside/secret.json", Self.palette(1))
        try folder.write("project/f/a/p.json", Self.palette(2))
        let project = folder.url.appendingPathComponent("project")
        try FileManager.default.createSymbolicLink(
            atPath: project.appendingPathComponent("f/a/loop").path,
            withDestinationPath: ".."
        )
        try FileManager.default.createSymbolicLink(
            atPath: project.appendingPathComponent("f/out").path,
            withDestinationPath: "../../outside"
        )
        let result = try Executables.run(
            Executables.palettec.path,
            ["lint", "f"],
            in: project,
            environment: ["NO_COLOR": "1"],
            timeout: 120
        )
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "palettec: error: 'f/out' leads through a symbolic link outside the project and every path named "
                + "on the command line; palettec reads files only inside the project (the folder of palettec.json, "
                + "or without one the working folder) [read-outside-project]\n1 error\n"
        )
    }
}
