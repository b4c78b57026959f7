import PaletteModel

/// The images of the stylesheet: per image `--name: url("…")` and `--name-brightness: <number>`, registered with
/// `@property` and switched by the media-query rules of `CSSRulePlan` (the `light-dark()` form is for colors only,
/// so images always take the media-query form, whatever `lightDark` says).
///
/// The registration as `<url>` is what makes a relative URL work: Chromium resolves the `url()` of an unregistered
/// custom property against the stylesheet of the rule that uses `var()` (the page), while a registered `<url>`
/// computes to an absolute URL against the stylesheet that declares it. A dimmed value (black of opacity `o` over
/// the visible pixels) is the same file with `--name-brightness: 1 - o`, for `filter: brightness(…)`, which scales
/// the color channels and keeps alpha: exactly the night mask, transparent pixels left transparent.
///
/// A PDF file is a warning (`PDFImageValue`): only WebKit on Apple platforms draws it, so the property still names
/// it (a page in `WKWebView` shows it, and a browser that cannot draw it shows nothing either way), and the warning
/// says which pages need another file.
struct CSSImageRules {
    /// An image that gets properties: its names and the value of each property per appearance.
    struct NamedImage {
        /// The key, for comments.
        var key: String
        /// The description, for comments.
        var description: String?
        /// `--name`, with the prefix.
        var name: String
        /// The quoted `url("…")` per appearance, aligned with `Palette.appearances`.
        var urls: [String]
        /// The brightness per appearance (`1`, or `1 - opacity` spelled as `ColorValue.decimal` does).
        var brightness: [String]
    }

    /// The images with their properties.
    var images: [NamedImage]
    /// The rules, in cascade order.
    var blocks: [CSSRuleBlock]

    /// Names and resolves every image, or `nil` when the palette has no images.
    ///
    /// Collisions (with a color, an image or a brightness property) and files no URL leads to are reported, and
    /// those images left out.
    init?(
        _ palette: Palette,
        configuration: CSSOptions,
        options: EmitOptions,
        colorNames: [String?],
        diagnostics: inout DiagnosticBag
    ) {
        guard !palette.images.isEmpty, let light = palette.appearanceIndex(named: "light"),
            let dark = palette.appearanceIndex(named: "dark")
        else { return nil }
        let rule = CSSEmitter.nameRule
        let names = NameCollisions.imageNames(
            palette,
            rule: rule,
            colorNames: colorNames,
            checked: options.checkedNames,
            diagnostics: &diagnostics
        )
        var taken = Set(colorNames.compactMap { $0 })
        taken.formUnion(names.compactMap { $0 })
        var images: [NamedImage] = []
        for (index, image) in palette.images.enumerated() {
            guard let name = names[index], image.values.count == palette.appearances.count else { continue }
            if taken.contains(name + "-brightness") {
                diagnostics.report(
                    .brightnessPropertyTaken(image, name: name)
                )
                continue
            }
            guard let urls = Self.urls(image, configuration: configuration, options: options, &diagnostics) else {
                continue
            }
            for pdf in PDFImageValue.values(of: image, in: palette) {
                diagnostics.report(.pdfInStylesheet(pdf, key: image.key))
            }
            let full = "--" + configuration.prefix + name.dropFirst(2)
            images.append(
                NamedImage(
                    key: image.key,
                    description: image.description,
                    name: full,
                    urls: urls,
                    brightness: image.values.map { ColorValue.decimal(1 - $0.dimming) }
                )
            )
        }
        self.images = images
        let highContrast: (light: Int, dark: Int)? = {
            guard let lightHC = palette.appearanceIndex(named: "light-hc"),
                let darkHC = palette.appearanceIndex(named: "dark-hc"),
                palette.images.contains(where: {
                    $0.values[lightHC] != $0.values[light] || $0.values[darkHC] != $0.values[dark]
                })
            else { return nil }
            return (lightHC, darkHC)
        }()
        var mediaQueries = configuration
        mediaQueries.lightDark = false
        blocks = CSSRulePlan.blocks(
            CSSRulePlan.Indexes(
                light: light,
                dark: dark,
                highContrast: highContrast,
                themes: palette.appearances.indices.compactMap { index in
                    palette.appearances[index].isBuiltIn ? nil : (palette.appearances[index], index)
                }
            ),
            configuration: mediaQueries
        )
    }

    /// The quoted `url()` of each appearance's file, or `nil` (reported) when one has none.
    private static func urls(
        _ image: PaletteImage,
        configuration: CSSOptions,
        options: EmitOptions,
        _ diagnostics: inout DiagnosticBag
    ) -> [String]? {
        var urls: [String] = []
        for value in image.values {
            let file = value.file
            guard
                let url = CSSImageURL.url(
                    of: file,
                    stylesheet: options.outputPath,
                    baseURL: configuration.imageBaseURL,
                    workingFolder: options.workingFolder
                )
            else {
                diagnostics.report(
                    .noRelativeURL(from: options.outputPath ?? "", to: file.path, of: image)
                )
                return nil
            }
            urls.append("url(\"" + url + "\")")
        }
        return urls
    }

    /// Prints the registrations and the rules.
    func print(to printer: inout CodePrinter) {
        guard !images.isEmpty else { return }
        CSSSyntax.writeComment(
            "Images: background-image: var(--name); filter: brightness(var(--name-brightness)) for the night mask",
            to: &printer
        )
        printer.endLine()
        for image in images {
            printer.line("@property \(image.name) { syntax: \"<url> | none\"; inherits: true; initial-value: none; }")
            printer.line(
                "@property \(image.name)-brightness { syntax: \"<number>\"; inherits: true; initial-value: 1; }"
            )
        }
        var index = 0
        while index < blocks.count {
            let media = blocks[index].media
            var end = index
            while end < blocks.count, blocks[end].media == media { end += 1 }
            let rules = blocks[index..<end].filter { block in
                images.contains { block.declares($0.urls) || block.declares($0.brightness) }
            }
            index = end
            guard !rules.isEmpty else { continue }
            if let media {
                printer.block("@media \(media) {") { inner in
                    for block in rules { printRule(block, to: &inner) }
                }
            } else {
                for block in rules { printRule(block, to: &printer) }
            }
        }
    }

    /// Prints one rule: each property whose value differs from the rule's baseline.
    private func printRule(_ block: CSSRuleBlock, to printer: inout CodePrinter) {
        guard case .one(let source) = block.source else { return }
        printer.block(block.selector + " {") { body in
            for image in images {
                if block.baseline == nil, let description = image.description {
                    CSSSyntax.writeComment(image.key + " — " + description, to: &body)
                    body.endLine()
                }
                if block.declares(image.urls) {
                    body.line("\(image.name): \(image.urls[source]);")
                }
                // The base rule leaves the brightness at the registered 1 when it is 1.
                if block.declares(image.brightness), block.baseline != nil || image.brightness[source] != "1" {
                    body.line("\(image.name)-brightness: \(image.brightness[source]);")
                }
            }
        }
    }
}

extension Diagnostic {
    /// A PDF the stylesheet names: drawn by WebKit on Apple platforms only.
    fileprivate static func pdfInStylesheet(_ pdf: PDFImageValue, key: String) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "CSS output: image '\(key)' is the PDF '\(pdf.file.written)' in \(pdf.appearanceList); of the browsers "
                + "only WebKit on Apple platforms (Safari, WKWebView) draws a PDF as a CSS image, while Chromium "
                + "(Chrome, Android's WebView) and Firefox draw nothing, so give an SVG, PNG or JPEG file for pages "
                + "they show",
            at: pdf.location,
            severity: .warning
        )
    }
}

extension Diagnostic {
    /// An image whose brightness property a color or another image already has.
    fileprivate static func brightnessPropertyTaken(_ image: PaletteImage, name: String) -> Diagnostic {
        Diagnostic(
            .nameCollision,
            "CSS output: the image '\(image.key)' needs the property '\(name)-brightness', which another "
                + "color or image already has; rename one of them",
            at: image.location
        )
    }

    /// An image file no relative URL from the stylesheet reaches.
    fileprivate static func noRelativeURL(
        from outputPath: String,
        to path: String,
        of image: PaletteImage
    ) -> Diagnostic {
        Diagnostic(
            .invalidConfig,
            "CSS output: no relative URL leads from '\(outputPath)' to the image file "
                + "'\(path)' of '\(image.key)'; set the CSS output's imageBaseURL option",
            at: image.location
        )
    }
}
