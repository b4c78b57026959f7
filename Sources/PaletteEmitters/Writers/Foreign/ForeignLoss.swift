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
                diagnostics.report(.lostHighContrast(entry.key, in: self, at: entry.location))
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
            diagnostics.report(.lostTheme(name, entries: users.count, in: self, at: first.location))
        }
    }

    /// Reports the palette's images, once for all, at the first: the format cannot hold images, so the output leaves
    /// them out.
    func checkImagesLeftOut(_ palette: Palette, diagnostics: inout DiagnosticBag) {
        guard let first = palette.images.first else { return }
        diagnostics.report(.lostImages(palette.images.map(\.key), in: self, at: first.location))
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
            diagnostics.report(
                .lostImageTheme(name, images: users.count, instead: instead, in: self, at: first.location)
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
            diagnostics.report(
                .lostDimming(
                    image.key,
                    appearance: palette.appearances[slot].name,
                    opacity: opacity,
                    instead: instead,
                    in: self,
                    at: image.location
                )
            )
        }
    }

    /// Reports Display P3 values of an entry in the given columns (a color written in another space is one when it
    /// lies outside sRGB); they are written as their sRGB value, gamut-mapped.
    func checkP3(_ entry: Palette.Entry, palette: Palette, columns: [Int], diagnostics: inout DiagnosticBag) {
        let wide = columns.filter { ForeignSlots.value(entry, $0).space == .displayP3 }
        guard !wide.isEmpty else { return }
        let names = wide.map { "'\(palette.appearances.indices.contains($0) ? palette.appearances[$0].name : "?")'" }
        let nearest = ForeignSlots.value(entry, wide[0]).shown(in: .sRGB).hex
        diagnostics.report(
            .lostDisplayP3(entry.key, appearances: names, nearest: nearest, in: self, at: entry.location)
        )
    }
}

extension Diagnostic {
    /// What `loss`'s format cannot hold: an error, or a warning once the output sets `allowLoss`.
    static func loss(_ message: String, in loss: ForeignLoss, at location: Location?) -> Diagnostic {
        let suffix =
            loss.allowLoss ? "" : " (set \"\(ForeignLoss.optionName)\": true on this output to accept the loss)"
        return Diagnostic(
            .unsupportedByFormat,
            message + suffix,
            at: location,
            severity: loss.allowLoss ? .warning : .error
        )
    }

    fileprivate static func lostHighContrast(_ key: String, in loss: ForeignLoss, at location: Location?) -> Diagnostic
    {
        .loss(
            "'\(key)' has high-contrast values; \(loss.format) has no high-contrast appearance, so the output holds only "
                + "their light and dark values",
            in: loss,
            at: location
        )
    }

    fileprivate static func lostTheme(
        _ name: String,
        entries: Int,
        in loss: ForeignLoss,
        at location: Location?
    ) -> Diagnostic {
        .loss(
            "theme '\(name)' (values in \(entries) \(entries == 1 ? "entry" : "entries")) is left out of the output; "
                + "\(loss.format) has only light and dark",
            in: loss,
            at: location
        )
    }

    /// The palette's images, named up to three, left out of a format that holds none.
    fileprivate static func lostImages(_ keys: [String], in loss: ForeignLoss, at location: Location?) -> Diagnostic {
        let shown = keys.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
        let images =
            keys.count == 1 ? "image \(shown) is" : "\(keys.count) images (\(shown)\(keys.count > 3 ? ", …" : "")) are"
        return .loss(
            "the palette's \(images) left out of the output; \(loss.format) cannot hold images",
            in: loss,
            at: location
        )
    }

    /// A theme some images give values for; `instead` says what the format does with them, when not left out.
    fileprivate static func lostImageTheme(
        _ name: String,
        images: Int,
        instead: String?,
        in loss: ForeignLoss,
        at location: Location?
    ) -> Diagnostic {
        .loss(
            "theme '\(name)' (values in \(images) \(images == 1 ? "image" : "images")) "
                + (instead ?? "is left out of the output's images; \(loss.format) has only light and dark"),
            in: loss,
            at: location
        )
    }

    fileprivate static func lostDimming(
        _ key: String,
        appearance: String,
        opacity: Double,
        instead: String,
        in loss: ForeignLoss,
        at location: Location?
    ) -> Diagnostic {
        .loss(
            "image '\(key)' is dimmed in '\(appearance)' (black at \(ForeignText.threeDecimals(opacity)) over it); "
                + "images in \(loss.format) are files without effects, so \(instead)",
            in: loss,
            at: location
        )
    }

    fileprivate static func lostDisplayP3(
        _ key: String,
        appearances: [String],
        nearest: String,
        in loss: ForeignLoss,
        at location: Location?
    ) -> Diagnostic {
        .loss(
            "'\(key)' is Display P3 in \(appearances.joined(separator: ", ")); \(loss.format) holds only sRGB, so the "
                + "output holds its sRGB value, gamut-mapped (\(nearest))",
            in: loss,
            at: location
        )
    }
}
