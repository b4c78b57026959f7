import PaletteCompiler
import PaletteEmitters
import PaletteFrontend
import PaletteModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `palettec init`: starts a project in the working folder — `palettec.json` and its palettes — and prints what to
/// run next.
///
/// Palettes already in the folder are adopted: native palettes and token files are listed as they are; an
/// LFLDarkModeKit bundle, a DKNightVersion table, an asset catalog or Android resources are converted into a
/// native palette under `Palettes/` (the originals are left alone). With none, a starter palette is written.
/// Nothing that exists is overwritten, and nothing is written unless everything can be.
enum InitCommand {
    /// The folder converted and starter palettes go in.
    static let paletteFolder = "Palettes"

    /// The formats whose files are converted into a native palette rather than listed as they are.
    static let convertedFormats: Set<InputFormat> = [.lflBundle, .dkTable, .xcassets, .android]

    /// Runs the init command.
    static func run(_ session: inout Session) -> CommandResult {
        guard session.commandLine.operands.isEmpty else {
            return usage("init takes no paths; it starts a project in the working folder")
        }
        let files = DiskFileProvider()
        if files.contents(of: "palettec.json") != nil || files.isFolder("palettec.json") {
            return usage("palettec.json already exists here; init never overwrites a file (see palettec help build)")
        }
        var adopted: [PaletteLoader.Input] = []
        var planned: [OutputPlanner.PlannedFile] = []
        var notes: [String] = []
        for input in PaletteDiscovery.find(in: ".", files: files) {
            var diagnostics = DiagnosticBag()
            let loaded = PaletteLoader.load([input], files: files, diagnostics: &diagnostics)
            guard loaded.failedInputs == 0,
                let palette = PaletteLowering.lower(loaded.documents, diagnostics: &diagnostics),
                !diagnostics.hasErrors
            else {
                notes.append("not adopted: \(input.path) (it has errors; palettec lint \(input.path) shows them)")
                continue
            }
            guard let format = input.format, convertedFormats.contains(format) else {
                adopted.append(input)
                continue
            }
            let path = PathText.join(paletteFolder, PathText.baseName(input.path) + ".json")
            guard !planned.contains(where: { $0.path == path }) else {
                notes.append("not adopted: \(input.path) (\(path) is taken by another palette)")
                continue
            }
            var emitted = DiagnosticBag()
            // The converted palette names an asset catalog's image files relative to where it is written.
            let options = EmitOptions(outputPath: path, workingFolder: FileManager.default.currentDirectoryPath)
            let written = OutputFormat.paletteJSON.emitter.emit(palette, options: options, diagnostics: &emitted)
            guard !emitted.hasErrors, let file = written.first else {
                notes.append("not adopted: \(input.path) (it cannot be written as a palette)")
                continue
            }
            planned.append(OutputPlanner.PlannedFile(path: path, file: file, output: nil, format: .paletteJSON))
            adopted.append(PaletteLoader.Input(path: path, format: .paletteJSON))
            notes.append("converted \(input.path) into \(path); the original is left as it is")
        }
        if adopted.isEmpty {
            let path = PathText.join(paletteFolder, "Colors.json")
            planned.append(OutputPlanner.PlannedFile(path: path, file: starterPalette, output: nil, format: nil))
            adopted.append(PaletteLoader.Input(path: path, format: .paletteJSON))
        }
        let name = adopted.count == 1 ? PathText.baseName(adopted[0].path) : "Palette"
        planned.insert(
            OutputPlanner.PlannedFile(
                path: "palettec.json",
                file: config(adopted.map(\.path), name: name),
                output: nil
            ),
            at: 0
        )
        let status = MemoryBudget.whileWriting {
            OutputWriter.write(planned, stale: [], check: false, session: &session)
        }
        guard status == .ok else { return session.finish(exitCode: status) }
        var next = notes.map { "palettec: \($0)" }
        next.append(
            "next: palettec build   (writes Generated/\(swiftFileName(name)).swift and Generated/\(name.lowercased()).css)"
        )
        next.append("      palettec lint    (checks the palettes; also a pre-commit hook, see README.md)")
        session.progress += next
        return session.finish(exitCode: .ok)
    }

    /// The Swift file name for a palette name (`brand colors` → `BrandColors`).
    static func swiftFileName(_ name: String) -> String {
        name.split { !$0.isLetter && !$0.isNumber }.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The formats of the outputs the config names; `lint` without a config checks the names they would give.
    static let outputFormats: [OutputFormat] = [.swift, .css]

    /// The config: the palettes, a Swift file and a CSS file under `Generated/` (`outputFormats`).
    static func config(_ palettes: [String], name: String) -> GeneratedFile {
        let swift = "Generated/" + swiftFileName(name) + ".swift"
        let css = "Generated/" + name.lowercased() + ".css"
        let list = palettes.map(JSONQuoter.quoted).joined(separator: ", ")
        return GeneratedFile(indentation: "  ") { printer in
            printer.lines(
                """
                {
                  "palettes": [\(list)],
                  "outputs": [
                    { "format": "swift", "path": \(JSONQuoter.quoted(swift)) },
                    { "format": "css", "path": \(JSONQuoter.quoted(css)) }
                  ]
                }
                """
            )
        }
    }

    /// A starter palette: a few semantic colors in light and dark, with descriptions.
    static let starterPalette = GeneratedFile(indentation: "  ") { printer in
        printer.lines(
            """
            {
              "name": "Colors",
              "colors": {
                "background": { "light": "#FFFFFF", "dark": "#000000", "description": "Screen background." },
                "surface": { "light": "#F2F2F7", "dark": "#1C1C1E", "description": "Cards and grouped rows." },
                "label": { "light": "#000000", "dark": "#FFFFFF", "description": "Primary text." },
                "secondaryLabel": { "light": "#3C3C4399", "dark": "#EBEBF599", "description": "Secondary text." },
                "accent": { "light": "#007AFF", "dark": "#0A84FF", "description": "Buttons and links." },
                "link": "{accent}"
              }
            }
            """
        )
    }

    /// A usage error result.
    static func usage(_ message: String) -> CommandResult {
        CommandResult(
            exitCode: .usage,
            standardError: "palettec: error: \(TerminalText.printable(message))\nSee 'palettec help init'.\n"
        )
    }
}
