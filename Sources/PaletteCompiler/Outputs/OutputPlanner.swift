import Dispatch
import PaletteEmitters
import PaletteModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Runs every configured output's emitter over a palette: its diagnostics, and the files to write.
///
/// Pure: nothing touches the disk here, and no file is printed yet.
package enum OutputPlanner {
    /// One file to write, with the path it goes to.
    package struct PlannedFile: Sendable {
        /// The path on disk (relative to the working folder, or absolute).
        package var path: String
        /// The file, printed when it is written or compared.
        package var file: GeneratedFile
        /// The output declaration it belongs to, for diagnostics.
        package var output: Diagnostic.Location?
        /// The format it was written in (decides how an existing file is recognized as generated).
        package var format: OutputFormat? = nil
        /// The configured output it belongs to (`out/Palette.xcassets` for each of its colorsets), for the one-line
        /// summary of what was written; the file's own path when it is the whole output.
        package var root: String? = nil

        package init(
            path: String,
            file: GeneratedFile,
            output: Diagnostic.Location?,
            format: OutputFormat? = nil,
            root: String? = nil
        ) {
            self.path = path
            self.file = file
            self.output = output
            self.format = format
            self.root = root
        }
    }

    /// Emits each output; `base` is the folder the output paths are relative to, and `checkedNames` the names
    /// `OutputNames.check` worked out.
    package static func plan(
        _ palette: Palette,
        outputs: [BuildConfig.Output],
        base: String,
        sourceNames: [String],
        checkedNames: CheckedNames = CheckedNames(),
        diagnostics: inout DiagnosticBag
    ) -> [PlannedFile] {
        // The emitters are pure and independent: run them side by side, then report in configuration order.
        let emitted = ParallelResults<([PlannedFile], DiagnosticBag)>(count: outputs.count)
        DispatchQueue.concurrentPerform(iterations: outputs.count) { index in
            emitted.set(index) {
                var found = DiagnosticBag()
                let files = emit(
                    outputs[index],
                    of: palette,
                    among: outputs,
                    base: base,
                    sourceNames: sourceNames,
                    checkedNames: checkedNames,
                    diagnostics: &found
                )
                return (files, found)
            }
        }
        var files: [PlannedFile] = []
        for (planned, found) in emitted.values {
            files += planned
            diagnostics.append(contentsOf: found)
        }
        return files
    }

    /// Runs one output's emitter.
    private static func emit(
        _ output: BuildConfig.Output,
        of palette: Palette,
        among outputs: [BuildConfig.Output],
        base: String,
        sourceNames: [String],
        checkedNames: CheckedNames,
        diagnostics: inout DiagnosticBag
    ) -> [PlannedFile] {
        let emitter = output.format.emitter
        let target = PathText.join(base, output.path)
        let options = EmitOptions(
            values: output.options,
            sourceNames: sourceNames,
            checkedNames: checkedNames,
            outputPath: target,
            workingFolder: FileManager.default.currentDirectoryPath,
            // Web views and the stylesheet must agree on the theme attribute: the Swift output follows the CSS one's.
            themeAttribute: outputs.first(where: { $0.format == .css }).map { CSSOptions($0.options).attribute }
        )
        return emitter.emit(palette, options: options, diagnostics: &diagnostics).map { file in
            let path = file.relativePath.isEmpty ? target : PathText.join(target, file.relativePath)
            return PlannedFile(path: path, file: file, output: output.location, format: output.format, root: target)
        }
    }
}
