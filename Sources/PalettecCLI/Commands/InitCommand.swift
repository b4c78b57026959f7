import PaletteCompiler
import PaletteEmitters
import PaletteFrontend
import PaletteModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `palettec init`: starts a project in the working folder — `palettec.json` and its palettes — and prints what to
/// run next.
///
/// Palettes already in the folder are adopted: native palettes and token files are listed as they are; an
/// LFLDarkModeKit bundle, a DKNightVersion table, an asset catalog or Android resources are converted into a
/// native palette under `Palettes/` (the originals are left alone). Adoption is lenient (`LenientLowering`): a color
/// with errors is left out with a warning that says why and where, and a source that needed that is converted too, so
/// the first `palettec build` succeeds; a source with an error about no color is not adopted, and says so. A starter
/// palette is written only when the folder has no palette at all.
///
/// The project is named after its first palette, and that name is written into the configuration (the Swift
/// output's `typeName`), so the Swift file, its type, the Objective-C class, the CSS file and the preview's title
/// agree (`Brand` → `Generated/Brand.swift`, `enum Brand`, `PCBrand`, `Generated/brand.css`).
///
/// Nothing that exists is overwritten, except, with `--force`, a file an earlier init wrote and nobody changed
/// since (`InitRecord`); nothing is written unless everything can be.
enum InitCommand {
    /// The folder converted and starter palettes go in.
    static let paletteFolder = "Palettes"

    /// The formats whose files are converted into a native palette rather than listed as they are.
    static let convertedFormats: Set<InputFormat> = [.lflBundle, .dkTable, .xcassets, .android]

    /// The help of `--force`.
    static let forceHelp =
        "Run again where palettec.json exists: convert the sources again and update the files an earlier init "
        + "wrote, keeping every file it did not write or that was edited since"

    /// One palette the project lists.
    private struct Adopted {
        /// The path palettec.json lists.
        var path: String
        /// The palette's name.
        var name: String
    }

    /// Where a source converted into `folder` is written: `NAME.json` after the source's name, or, when an earlier
    /// source took that name (an app's and its widget's `Assets.xcassets`), the name after the folders it is in
    /// (`Widget-Assets.json`, then `iOS-Resources-Assets.json`); `nil` when every such name is taken.
    static func convertedPath(of source: String, in folder: String, taken: (String) -> Bool) -> String? {
        let parts = source.split(separator: "/").map(String.init)
        guard let last = parts.last else { return nil }
        let base = PathText.baseName(last)
        let parents = parts.dropLast().filter { $0 != "." }
        for count in 0...parents.count {
            let name = (parents.suffix(count) + [base]).joined(separator: "-")
            let path = PathText.join(folder, name + ".json")
            if !taken(path) { return path }
        }
        return nil
    }

    /// Runs the init command.
    static func run(_ session: inout Session) -> CommandResult {
        guard session.commandLine.operands.isEmpty else {
            return usage("init takes no paths; it starts a project in the working folder")
        }
        let files = DiskFileProvider()
        let force = session.commandLine.force
        if !force, files.contents(of: "palettec.json") != nil || files.isFolder("palettec.json") {
            return usage(
                "palettec.json already exists here; palettec init --force converts the sources again and updates "
                    + "the files init wrote (never one it did not write or that was edited since)"
            )
        }
        let record = force ? InitRecord.read() : InitRecord()
        var adopted: [Adopted] = []
        var planned: [OutputPlanner.PlannedFile] = []
        var notes: [(path: String?, text: String)] = []
        var found = 0
        // The source that defines each key adopted so far.
        var keyOwners: [String: String] = [:]
        for input in PaletteDiscovery.find(in: ".", files: files) where record.files[input.path] == nil {
            found += 1
            var diagnostics = DiagnosticBag()
            var sources: [String: SourceFile] = [:]
            let loaded = PaletteLoader.load(
                [input],
                files: files,
                limits: session.commandLine.limits,
                diagnostics: &diagnostics
            )
            sources.merge(loaded.sources) { current, _ in current }
            guard loaded.failedInputs == 0 else {
                notes.append(
                    (nil, "not adopted: \(input.path) (it cannot be read; palettec lint \(input.path) says why)")
                )
                continue
            }
            let read = diagnostics
            diagnostics = DiagnosticBag()
            let outcome = LenientLowering.lower(loaded.documents, read: read, diagnostics: &diagnostics)
            guard let palette = outcome.palette else {
                notes.append(
                    (nil, "not adopted: \(input.path) (it has errors; palettec lint \(input.path) shows them)")
                )
                continue
            }
            // One build holds every adopted palette: a source that defines a key an earlier one defines is left out.
            let shared = palette.entries.map(\.key).filter { keyOwners[$0] != nil }
            if let key = shared.first, let owner = keyOwners[key] {
                let more = shared.count > 1 ? " and \(shared.count - 1) more" : ""
                notes.append(
                    (
                        nil,
                        "not adopted: \(input.path) (it defines '\(key)'\(more), as \(owner) does; one build cannot hold both)"
                    )
                )
                continue
            }
            let converts = input.format.map(convertedFormats.contains) ?? false
            guard converts || !outcome.leftOut.isEmpty else {
                for entry in palette.entries { keyOwners[entry.key] = input.path }
                adopted.append(Adopted(path: input.path, name: palette.name))
                continue
            }
            let taken = { (path: String) in planned.contains { $0.path == path } }
            guard let path = convertedPath(of: input.path, in: paletteFolder, taken: taken) else {
                notes.append((nil, "not adopted: \(input.path) (every name for its converted palette is taken)"))
                continue
            }
            var emitted = DiagnosticBag()
            // The converted palette names an asset catalog's image files relative to where it is written.
            let options = EmitOptions(outputPath: path, workingFolder: FileManager.default.currentDirectoryPath)
            let written = OutputFormat.paletteJSON.emitter.emit(palette, options: options, diagnostics: &emitted)
            guard !emitted.hasErrors, let file = written.first else {
                notes.append((nil, "not adopted: \(input.path) (it cannot be written as a palette)"))
                continue
            }
            // What adopting the source leaves out (and what it says of it) is printed; the rest `palettec lint` says.
            session.diagnostics.append(contentsOf: diagnostics.diagnostics.filter { $0.severity != .note })
            session.sources.merge(sources) { current, _ in current }
            planned.append(OutputPlanner.PlannedFile(path: path, file: file, output: nil, format: .paletteJSON))
            for entry in palette.entries { keyOwners[entry.key] = input.path }
            adopted.append(Adopted(path: path, name: palette.name))
            let count = outcome.leftOut.count
            let leaving = count == 0 ? "" : " leaving out \(count) color\(count == 1 ? "" : "s") (see the warnings)"
            notes.append((path, "converted \(input.path) into \(path)\(leaving); the original is left as it is"))
        }
        if adopted.isEmpty {
            guard found == 0 else {
                let lines = notes.map { "palettec: \(TerminalText.printable($0.text))\n" }.joined()
                return CommandResult(
                    exitCode: .findings,
                    standardError: lines
                        + "palettec: error: no palette found here could be adopted, so nothing was written; fix the "
                        + "errors and run palettec init again\n"
                )
            }
            let path = PathText.join(paletteFolder, "Colors.json")
            planned.append(OutputPlanner.PlannedFile(path: path, file: starterPalette, output: nil, format: nil))
            adopted.append(Adopted(path: path, name: "Colors"))
        }
        var listed: Set<String> = []
        adopted = adopted.filter { listed.insert($0.path).inserted }
        let name = projectName(adopted[0].name)
        planned.insert(
            OutputPlanner.PlannedFile(
                path: "palettec.json",
                file: config(adopted.map(\.path), name: name),
                output: nil
            ),
            at: 0
        )
        // A file that is there and is not what an earlier init wrote is kept as it is; one init wrote is updated.
        var owned: Set<String> = record.isProven ? [InitRecord.path] : []
        var kept: [String] = []
        var digests: [String: String] = [:]
        planned = planned.filter { file in
            let new = file.file.contents
            guard let old = files.contents(of: file.path) else {
                digests[file.path] = InitRecord.digest(of: new)
                return true
            }
            if old == new || record.wrote(old, at: file.path) {
                owned.insert(file.path)
                digests[file.path] = InitRecord.digest(of: new)
                return true
            }
            guard force else { return true }
            kept.append(file.path)
            return false
        }
        planned.append(OutputPlanner.PlannedFile(path: InitRecord.path, file: InitRecord.file(digests), output: nil))
        let status = MemoryBudget.whileWriting {
            OutputWriter.write(planned, stale: [], check: false, owned: owned, session: &session)
        }
        guard status == .ok else { return session.finish(exitCode: status) }
        // A converted palette that was kept says so instead of what it would have been converted from.
        var next = notes.filter { !kept.contains($0.path ?? "") }.map { "palettec: \($0.text)" }
        next += kept.map {
            "palettec: kept \($0) as it is: init did not write it, or it was edited since (delete it and run palettec "
                + "init --force to write it again)"
        }
        next.append(
            "next: palettec build   (writes Generated/\(name).swift and Generated/\(name.lowercased()).css)"
        )
        next.append("      palettec lint    (checks the palettes; also a pre-commit hook, see README.md)")
        session.progress += next
        return session.finish(exitCode: .ok)
    }

    /// The name the project's outputs and Swift type take from its first palette's name (`brand colors` →
    /// `BrandColors`): `Palette` when that gives no valid Swift type name.
    static func projectName(_ paletteName: String) -> String {
        let name = swiftFileName(paletteName)
        let spec = OutputFormat.swift.emitter.optionSpec(named: "typeName")
        guard !name.isEmpty, spec?.problem(with: .string(name)) == nil else { return "Palette" }
        return name
    }

    /// The Swift file name for a palette name (`brand colors` → `BrandColors`).
    static func swiftFileName(_ name: String) -> String {
        name.split { !$0.isLetter && !$0.isNumber }.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The formats of the outputs the config names; `lint` without a config checks the names they would give.
    static let outputFormats: [OutputFormat] = [.swift, .css]

    /// The config: the palettes, a Swift file and a CSS file under `Generated/` (`outputFormats`), named `name`, which
    /// the Swift output's `typeName` states.
    static func config(_ palettes: [String], name: String) -> GeneratedFile {
        let swift = "Generated/" + name + ".swift"
        let css = "Generated/" + name.lowercased() + ".css"
        let list = palettes.map(JSONQuoter.quoted).joined(separator: ", ")
        return GeneratedFile(indentation: "  ") { printer in
            printer.lines(
                """
                {
                  "palettes": [\(list)],
                  "outputs": [
                    { "format": "swift", "path": \(JSONQuoter.quoted(swift)), "typeName": \(JSONQuoter.quoted(name)) },
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
