import PaletteModel

/// The top of the preview page: the palette's name and description, its sources, what it holds in numbers
/// (colors, appearances, aliases, deprecations, wide-gamut and translucent values, contrast checks failing),
/// and links to the sections.
enum HTMLPageHeader {
    /// Prints the header.
    static func print(_ preview: HTMLPreview, to printer: inout CodePrinter) {
        let palette = preview.palette
        printer.line("<header>")
        printer.write("<h1>")
        printer.write(htmlText: palette.name)
        printer.write("</h1>")
        printer.endLine()
        if let description = palette.description {
            printer.write(#"<p class="lede">"#)
            printer.write(htmlText: description)
            printer.write("</p>")
            printer.endLine()
        }
        if !preview.sourceNames.isEmpty {
            printer.write(#"<p class="note">From "#)
            for (index, name) in preview.sourceNames.enumerated() {
                if index > 0 { printer.write(", ") }
                printer.write("<code>")
                printer.write(htmlText: name)
                printer.write("</code>")
            }
            printer.write("</p>")
            printer.endLine()
        }
        printer.line(#"<ul class="facts">"#)
        var aliases = 0
        var deprecated = 0
        var wideGamut = 0
        var mapped = 0
        var translucent = 0
        for index in preview.listed {
            let entry = palette.entries[index]
            if entry.isAlias { aliases += 1 }
            if entry.deprecation != nil { deprecated += 1 }
            for value in entry.values {
                if value.space == .displayP3 { wideGamut += 1 }
                if value.isGamutMapped { mapped += 1 }
                if !value.isOpaque { translucent += 1 }
            }
        }
        fact(preview.listed.count, "color", "colors", to: &printer)
        fact(palette.appearances.count, "appearance", "appearances", to: &printer)
        fact(aliases, "alias", "aliases", to: &printer)
        fact(deprecated, "deprecated color", "deprecated colors", to: &printer)
        fact(wideGamut, "Display P3 value", "Display P3 values", to: &printer)
        // Only palettes with colors beyond Display P3 have any; the others' previews stay as they were.
        if mapped > 0 {
            fact(mapped, "value gamut-mapped into Display P3", "values gamut-mapped into Display P3", to: &printer)
        }
        fact(translucent, "translucent value", "translucent values", to: &printer)
        printContrastFact(preview, to: &printer)
        printer.line("</ul>")
        printer.line(#"<nav aria-label="Sections">"#)
        printer.line(##"<a href="#colors">Colors</a>"##)
        printer.line(##"<a href="#contrast">Contrast</a>"##)
        printer.line(##"<a href="#images">Images</a>"##)
        printer.line("</nav>")
        printer.line("</header>")
    }

    /// Prints `<li><strong>N</strong> things</li>`.
    private static func fact(_ count: Int, _ one: String, _ many: String, to printer: inout CodePrinter) {
        printer.write("<li><strong>")
        printer.write(decimal: count)
        printer.write("</strong> ")
        printer.write(count == 1 ? one : many)
        printer.write("</li>")
        printer.endLine()
    }

    /// Prints the contrast pairs and how their checks came out, failures first in words, not only in color.
    private static func printContrastFact(_ preview: HTMLPreview, to printer: inout CodePrinter) {
        let pairs = preview.palette.contrastPairs.count
        printer.write("<li><strong>")
        printer.write(decimal: pairs)
        printer.write("</strong> ")
        printer.write(pairs == 1 ? "contrast pair" : "contrast pairs")
        let counts = preview.checkCounts
        if pairs > 0 {
            printer.write(": ")
            if counts.failing > 0 {
                printer.write(##"<a class="fail" href="#contrast">✗ "##)
                printer.write(decimal: counts.failing)
                printer.write(counts.failing == 1 ? " check fails</a>, " : " checks fail</a>, ")
            }
            printer.write(decimal: counts.passing)
            printer.write(counts.passing == 1 ? " passes" : " pass")
            if counts.unmeasured > 0 {
                printer.write(", ")
                printer.write(decimal: counts.unmeasured)
                printer.write(" not measured")
            }
        }
        printer.write("</li>")
        printer.endLine()
    }
}
