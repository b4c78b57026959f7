import PaletteFrontend
import PaletteModel

/// Reading and lowering the palettes of one build, shared by every command.
package enum Compilation {
    /// Loads and lowers `inputs` as one build, with the color-sense settings `lint` of its `palettec.json`.
    ///
    /// `nil` if anything failed. The source files read are added to `sources`, for quoting diagnostics.
    ///
    /// With `lenient` (`init`, `convert --lenient`), the entries with errors are left out with warnings instead
    /// (`LenientLowering`).
    ///
    /// With `keepingContrastFailures` (the preview), a palette whose only errors are contrast pairs below their
    /// minimum is returned too; the errors are reported all the same.
    package static func compile(
        _ inputs: [PaletteLoader.Input],
        files: any FileProvider,
        limits: ReaderLimits,
        lint: [LintSetting] = [],
        keepingContrastFailures: Bool = false,
        lenient: Bool = false,
        diagnostics: inout DiagnosticBag,
        sources: inout [String: SourceFile]
    ) -> Palette? {
        var read = DiagnosticBag()
        var loaded = PaletteLoader.load(inputs, files: files, limits: limits, diagnostics: &read)
        sources.merge(loaded.sources) { current, _ in current }
        // Lowering a build with a file missing would report its keys as unknown aliases: say only what is true.
        guard loaded.failedInputs == 0 else {
            diagnostics.append(contentsOf: read)
            return nil
        }
        let entries = loaded.documents.reduce(0) { $0 + $1.entries.count }
        if entries > limits.maxEntries {
            let first = loaded.documents.first { $0.colorsLocation != nil }
            diagnostics.append(contentsOf: read)
            diagnostics.report(.tooManyColors(entries, limit: limits.maxEntries, at: first?.colorsLocation))
            return nil
        }
        guard !lenient else {
            return LenientLowering.lower(
                loaded.documents,
                read: read,
                lint: lint,
                keepingContrastFailures: keepingContrastFailures,
                diagnostics: &diagnostics
            ).palette
        }
        diagnostics.append(contentsOf: read)
        // Handed over, so lowering frees them once it no longer needs them.
        let documents = loaded.documents
        loaded.documents = []
        return PaletteLowering.lower(
            consume documents,
            lint: lint,
            keepingContrastFailures: keepingContrastFailures,
            diagnostics: &diagnostics
        )
    }
}

extension Diagnostic {
    fileprivate static func tooManyColors(_ count: Int, limit: Int, at location: Location?) -> Diagnostic {
        Diagnostic(
            .limitExceeded,
            "the build has \(count) colors; the limit is \(limit) (raise it with --max-entries)",
            at: location
        )
    }
}
