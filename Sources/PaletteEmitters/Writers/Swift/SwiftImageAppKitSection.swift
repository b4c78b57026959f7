/// The AppKit part of the generated Swift for images (inside `#elseif canImport(AppKit)`).
///
/// An image the catalog shows by itself is the catalog's `NSImage`, which AppKit draws in the appearance of where it
/// is drawn. Any other image is drawn by a handler that reads that appearance (`NSAppearance.currentDrawing()`) and
/// the app-wide theme each time it is drawn, as dynamic colors do, so a theme change (which marks every view as
/// needing display) draws it again; a dimmed value is the artwork with black filled over it in `.sourceAtop`.
enum SwiftImageAppKitSection {
    /// Writes the AppKit image extensions.
    static func write(plan: SwiftNamePlan, bundle: String, to printer: inout CodePrinter) {
        let type = plan.typeName
        let access = plan.access
        SwiftImageCoreSection.writeImageExtension(
            plan: plan,
            bundle: bundle,
            members: """

                /// This image for AppKit, or `nil` when the catalog lacks it: drawn in the appearance it is drawn with
                /// (the view's `effectiveAppearance`) and the app-wide theme of `\(type).AppearanceOverride`.
                @available(macOS 11.0, *)
                \(access)var nsImage: AppKit.NSImage? {
                    if isCatalogOnly {
                        let image = Self.bundle.image(forResource: key)
                        image?.isTemplate = isTemplate
                        return image
                    }
                    guard let base = Self.bundle.image(forResource: variant(for: .\(plan.appearanceCases[plan.light])).set) else {
                        return nil
                    }
                    let image = self
                    let drawn = AppKit.NSImage(size: base.size, flipped: false) { rect in
                        image.draw(\(type).Appearance.resolved(for: AppKit.NSAppearance.currentDrawing()), in: rect)
                    }
                    // Drawn again each time, so a change of appearance or theme shows at the next display.
                    drawn.cacheMode = .never
                    drawn.isTemplate = isTemplate
                    return drawn
                }

                /// Draws one appearance's artwork into `rect` of the image being drawn, dimmed when the palette says so.
                ///
                /// Only for a drawing handler: `.sourceAtop` darkens what is already in the context, which in an image's
                /// own context is the artwork alone.
                @available(macOS 11.0, *)
                func draw(_ appearance: \(type).Appearance, in rect: AppKit.NSRect) -> Bool {
                    let artwork = variant(for: appearance)
                    let slot: AppKit.NSAppearance.Name
                    switch (artwork.slot.isDark, artwork.slot.isHighContrast) {
                    case (false, false): slot = .aqua
                    case (true, false): slot = .darkAqua
                    case (false, true): slot = .accessibilityHighContrastAqua
                    case (true, true): slot = .accessibilityHighContrastDarkAqua
                    }
                    // The high-contrast names only match (`NSAppearance(named:)` gives none): a high-contrast slot is
                    // drawn in the current appearance when it is that one, else in the slot's scheme.
                    let current = AppKit.NSAppearance.currentDrawing()
                    let names: [AppKit.NSAppearance.Name] = [
                        .aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua,
                    ]
                    let drawing: AppKit.NSAppearance? =
                        current.bestMatch(from: names) == slot
                        ? current : AppKit.NSAppearance(named: artwork.slot.isDark ? .darkAqua : .aqua)
                    guard let file = Self.bundle.image(forResource: artwork.set), let drawing else {
                        return false
                    }
                    drawing.performAsCurrentDrawingAppearance {
                        file.draw(in: rect)
                    }
                    if artwork.dimming > 0 {
                        AppKit.NSColor(white: 0, alpha: CoreGraphics.CGFloat(artwork.dimming)).set()
                        rect.fill(using: .sourceAtop)
                    }
                    return true
                }
                """,
            to: &printer
        )
    }
}
