import PaletteModel

/// Reports what a foreign format cannot express: an error by default, a warning with `allowLoss`.
///
/// Nothing is ever dropped without one of these diagnostics.
struct ForeignLoss {
    /// The format as named in messages (`an LFLDarkModeKit bundle`).
    let format: String
    /// Whether loss was allowed by the output's options, which makes the diagnostics warnings.
    let allowLoss: Bool

    /// The option name every lossy foreign writer accepts.
    static let optionName = ForeignLossOptions.allowLoss

    /// A reporter for a format, with `allowLoss` as the output's options decode it.
    init(format: String, options: EmitOptions) {
        self.format = format
        self.allowLoss = ForeignLossOptions(options.values).allowLoss
    }

    /// Reports one loss at a place.
    func report(_ message: String, at location: Diagnostic.Location?, into diagnostics: inout DiagnosticBag) {
        let suffix = allowLoss ? "" : " (set \"\(Self.optionName)\": true on this output to accept the loss)"
        diagnostics.report(
            Diagnostic(
                .unsupportedByFormat,
                message + suffix,
                at: location,
                severity: allowLoss ? .warning : .error
            )
        )
    }

    /// Reports themes, high-contrast values and Display P3 colors, which two-appearance sRGB formats
    /// (LFLDarkModeKit, DKNightVersion without its extra columns, Android) cannot hold.
    func checkLightDarkSRGB(
        _ palette: Palette,
        keepsThemes: Bool,
        diagnostics: inout DiagnosticBag
    ) {
        let slots = ForeignSlots(palette)
        if !keepsThemes {
            checkThemes(palette, slots: slots, diagnostics: &diagnostics)
        }
        for entry in palette.entries {
            if ForeignSlots.differs(entry, slots.lightHC, from: slots.light)
                || ForeignSlots.differs(entry, slots.darkHC, from: slots.dark)
            {
                report(
                    "'\(entry.key)' has high-contrast values; \(format) has no high-contrast appearance, so the output holds only their light and dark values",
                    at: entry.location,
                    into: &diagnostics
                )
            }
            var columns = [slots.light, slots.dark]
            if keepsThemes { columns += slots.themes }
            checkP3(entry, palette: palette, columns: columns, diagnostics: &diagnostics)
        }
    }

    /// Reports each named theme that some entry gives an explicit value for.
    func checkThemes(_ palette: Palette, slots: ForeignSlots, diagnostics: inout DiagnosticBag) {
        for theme in slots.themes {
            let users = palette.entries.filter { ForeignSlots.isExplicit($0, theme) }
            guard let first = users.first else { continue }
            let name = palette.appearances[theme].name
            report(
                "theme '\(name)' (values in \(users.count) \(users.count == 1 ? "entry" : "entries")) is left out of the output; \(format) has only light and dark",
                at: first.location,
                into: &diagnostics
            )
        }
    }

    /// Reports the palette's images, once for all, at the first: the format cannot hold images, so the output leaves
    /// them out.
    func checkImagesLeftOut(_ palette: Palette, diagnostics: inout DiagnosticBag) {
        guard let first = palette.images.first else { return }
        let count = palette.images.count
        let shown = palette.images.prefix(3).map { "'\($0.key)'" }.joined(separator: ", ")
        let images = count == 1 ? "image \(shown) is" : "\(count) images (\(shown)\(count > 3 ? ", …" : "")) are"
        report(
            "the palette's \(images) left out of the output; \(format) cannot hold images",
            at: first.location,
            into: &diagnostics
        )
    }

    /// Reports each named theme that some image gives an explicit value for: files for light and dark only.
    func checkImageThemes(
        _ palette: Palette,
        slots: ForeignSlots,
        instead: String? = nil,
        diagnostics: inout DiagnosticBag
    ) {
        for theme in slots.themes {
            let users = palette.images.filter { $0.explicit.indices.contains(theme) && $0.explicit[theme] }
            guard let first = users.first else { continue }
            let name = palette.appearances[theme].name
            report(
                "theme '\(name)' (values in \(users.count) \(users.count == 1 ? "image" : "images")) "
                    + (instead ?? "is left out of the output's images; \(format) has only light and dark"),
                at: first.location,
                into: &diagnostics
            )
        }
    }

    /// Reports each dimmed image value at the given appearance indices: the format holds files, not effects, so
    /// what it holds there is `instead`.
    func checkDimmed(
        _ image: PaletteImage,
        palette: Palette,
        slots: [Int],
        instead: String,
        diagnostics: inout DiagnosticBag
    ) {
        for slot in slots where image.values.indices.contains(slot) {
            guard case .dimmed(_, let opacity) = image.values[slot] else { continue }
            report(
                "image '\(image.key)' is dimmed in '\(palette.appearances[slot].name)' (black at \(ForeignText.threeDecimals(opacity)) over it); images in \(format) are files without effects, so \(instead)",
                at: image.location,
                into: &diagnostics
            )
        }
    }

    /// Reports Display P3 values of an entry in the given columns; they are written as the nearest sRGB color.
    func checkP3(_ entry: Palette.Entry, palette: Palette, columns: [Int], diagnostics: inout DiagnosticBag) {
        let wide = columns.filter { ForeignSlots.value(entry, $0).space == .displayP3 }
        guard !wide.isEmpty else { return }
        let names = wide.map { "'\(palette.appearances.indices.contains($0) ? palette.appearances[$0].name : "?")'" }
        let nearest = ForeignSlots.value(entry, wide[0]).sRGB.hex
        report(
            "'\(entry.key)' is Display P3 in \(names.joined(separator: ", ")); \(format) holds only sRGB, so the output holds the nearest sRGB color (\(nearest))",
            at: entry.location,
            into: &diagnostics
        )
    }
}
