import Foundation
import PalettecTestSupport
import Testing

/// `-` is standard input or output for every command that reads or writes one file, and refused where a command
/// needs a real file or folder.
@Suite struct StandardStreamTests {
    static let palette = ##"{"colors": {"a": {"light": "#FFFFFF", "dark": "#000000"}}}"##

    /// Runs the built `palettec` in `folder` with `input` on standard input.
    static func palettec(
        _ arguments: [String],
        in folder: TemporaryFolder,
        input: String = ""
    ) throws
        -> Executables.Output
    {
        try Executables.run(
            Executables.palettec.path,
            arguments,
            in: folder.url,
            environment: ["NO_COLOR": "1"],
            input: Data(input.utf8)
        )
    }

    /// The files in `folder`, sorted.
    static func names(in folder: TemporaryFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
    }

    @Test func convertWritesStandardOutputAndNoFileNamedDash() throws {
        let folder = try TemporaryFolder()
        try folder.write("p.json", Self.palette)
        let convert = try Self.palettec(["convert", "p.json", "--to", "css", "-o", "-"], in: folder)
        #expect(convert.status == 0, "\(convert.standardError)")
        #expect(convert.standardOutput.contains("  --a: #ffffff;\n"), "\(convert.standardOutput)")
        #expect(convert.standardError == "")
        #expect(try Self.names(in: folder) == ["p.json"])
    }

    @Test func convertReadsStandardInputInTheFormatFromNames() throws {
        let folder = try TemporaryFolder()
        let convert = try Self.palettec(
            ["convert", "-", "--from", "palette-json", "--to", "css", "-o", "-"],
            in: folder,
            input: Self.palette
        )
        #expect(convert.status == 0, "\(convert.standardError)")
        #expect(convert.standardOutput.contains("  --a: #000000;\n"), "\(convert.standardOutput)")
        let undetected = try Self.palettec(["convert", "-", "--to", "css", "-o", "-"], in: folder, input: Self.palette)
        #expect(undetected.status == 2)
        #expect(
            undetected.standardError.hasPrefix(
                "palettec: error: standard input (-) has no file name to tell its format by; name it with --from FORMAT"
            )
        )
    }

    @Test func convertRefusesAFolderOnStandardOutput() throws {
        let folder = try TemporaryFolder()
        try folder.write("p.json", Self.palette)
        let convert = try Self.palettec(["convert", "p.json", "--to", "xcassets", "-o", "-"], in: folder)
        #expect(convert.status == 2)
        #expect(
            convert.standardError
                == "palettec: error: --to xcassets writes a folder, which standard output cannot hold; give --output "
                + "a path\nSee 'palettec help convert'.\n"
        )
        #expect(try Self.names(in: folder) == ["p.json"])
    }

    @Test func lintReadsStandardInput() throws {
        let folder = try TemporaryFolder()
        let input = MarkedText(##"{"colors": {1️⃣"a": {"light": "#FFFFFF"}}}"##)
        let lint = try Self.palettec(["lint", "-", "--from", "palette-json"], in: folder, input: input.text)
        #expect(lint.status == 1)
        #expect(
            lint.standardError.split(separator: "\n").first.map(String.init)
                == input.place("1️⃣", in: "<stdin>")
                + ": error: 'a' has no 'dark' value; every color needs 'light' and 'dark' [missing-appearance]"
        )
        let clean = try Self.palettec(["lint", "-", "--from", "palette-json"], in: folder, input: Self.palette)
        #expect(clean.status == 0, "\(clean.standardError)")
    }

    @Test func previewReadsStandardInputAndWritesStandardOutput() throws {
        let folder = try TemporaryFolder()
        let preview = try Self.palettec(
            ["preview", "-", "--from", "palette-json", "-o", "-"],
            in: folder,
            input: Self.palette
        )
        #expect(preview.status == 0, "\(preview.standardError)")
        #expect(preview.standardOutput.hasPrefix("<!DOCTYPE html>"))
        #expect(try Self.names(in: folder) == [])
        let page = try Self.palettec(
            ["preview", "-", "--from", "palette-json", "--quiet"],
            in: folder,
            input: Self.palette
        )
        #expect(page.status == 0, "\(page.standardError)")
        #expect(try Self.names(in: folder) == ["palette.preview.html"])
    }

    @Test func buildTakesNoDash() throws {
        let folder = try TemporaryFolder()
        let config = try Self.palettec(["build", "--config", "-"], in: folder, input: "{}")
        #expect(config.status == 2)
        #expect(
            config.standardError.hasPrefix(
                "palettec: error: --config needs a file: its folder is the project its paths are relative to, which "
                    + "standard input (-) does not have\n"
            )
        )
        let outputDir = try Self.palettec(["build", "--output-dir", "-"], in: folder)
        #expect(outputDir.status == 2)
        #expect(
            outputDir.standardError.hasPrefix(
                "palettec: error: --output-dir needs a folder: a build writes several files; to print one output on "
                    + "standard output, run 'palettec convert PALETTE --to FORMAT -o -'\n"
            )
        )
        #expect(try Self.names(in: folder) == [])
    }
}
