import Foundation
import PaletteModel
import Testing

@testable import PaletteEmitters

/// Every URL the preview and the stylesheet write is an `http(s):` URL or a relative one that no scheme can be read
/// into, whatever the image files are called.
@Suite struct HostileURLTests {
    /// A file name that is a script URL when written as it is.
    static let scriptName = "javascript:alert(document.domain)<!--.pdf"

    /// A palette whose image files are named like URLs of other schemes, in the page's folder.
    static var hostilePalette: Palette {
        func file(_ name: String, _ kind: ImageFile.Kind) -> ImageFile {
            ImageFile(path: "art/" + name, written: name, kind: kind, pixelSize: nil, byteCount: 1, digest: name)
        }
        let location = Diagnostic.Location(path: "Hostile.json", line: 3, column: 5)
        return Palette(
            name: "Hostile",
            entries: [],
            images: [
                PaletteImage(
                    key: "script",
                    values: Array(repeating: .file(file(scriptName, .pdf)), count: 4),
                    location: location
                ),
                PaletteImage(
                    key: "data",
                    values: [
                        .file(file("data:text,x.svg", .svg)), .file(file("vbscript:x.svg", .svg)),
                        .file(file("a b\"'<>\\%?#.svg", .svg)), .file(file("JavaScript:1.svg", .svg)),
                    ],
                    location: location
                ),
            ]
        )
    }

    /// Whether `url` (an attribute value, HTML-unescaped) is a link the pages may hold: a fragment, an `http(s):`
    /// URL, or a relative URL with no `:` in its first segment; of the URL-safe bytes only either way.
    static func isSafe(_ url: String) -> Bool {
        let safe = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/!$&*+,;=:@%".utf8)
        if url.hasPrefix("#") { return url.utf8.dropFirst().allSatisfy(safe.contains) }
        guard url.utf8.allSatisfy(safe.contains) else { return false }
        let firstSegment = url.prefix { $0 != "/" }
        return !firstSegment.contains(":") || url.hasPrefix("http://") || url.hasPrefix("https://")
    }

    /// Every `href` and `src` value in `html`, with `&amp;` read back.
    static func links(in html: String) throws -> [String] {
        let pattern = try Regex(#"(?:href|src)="([^"]*)""#)
        return html.matches(of: pattern).compactMap { match in
            match.output[1].substring.map { String($0).replacingOccurrences(of: "&amp;", with: "&") }
        }
    }

    @Test func thePreviewLinksAndShowsFilesNamedLikeScriptsByRelativeURLs() throws {
        var diagnostics = DiagnosticBag()
        let options = EmitOptions(sourceNames: ["Hostile.json"], outputPath: "art/Hostile.preview.html")
        let page = try #require(
            HTMLEmitter().emit(Self.hostilePalette, options: options, diagnostics: &diagnostics).first
        ).text
        let links = try Self.links(in: page)
        #expect(links.contains("./javascript:alert%28document.domain%29%3C!--.pdf"), "\(links)")
        #expect(links.contains("./JavaScript:1.svg"))
        #expect(links.contains("a%20b%22%27%3C%3E%5C%25%3F%23.svg"))
        let unsafe = links.filter { !Self.isSafe($0) }
        #expect(unsafe.isEmpty, "\(unsafe)")
        #expect(!page.lowercased().contains(#"="javascript:"#))
    }

    @Test func theStylesheetWritesTheSameURLs() {
        let (css, messages) = CSSImageTests.emit(Self.hostilePalette, outputPath: "art/palette.css")
        #expect(messages.filter { !$0.contains("PDF") }.isEmpty, "\(messages)")
        #expect(css.contains(#"url("./javascript:alert%28document.domain%29%3C!--.pdf")"#), "\(css)")
        #expect(css.contains(#"url("./data:text,x.svg")"#))
        #expect(!css.contains(#"url("javascript"#) && !css.contains(#"url("data"#))
    }

    @Test func aBaseURLOfAnotherSchemeIsRefusedByTheOptionsCheck() {
        let spec = CSSEmitter().optionSpec(named: "imageBaseURL")
        #expect(
            spec?.problem(with: .string("javascript:alert(1)//"))
                == "must be an http: or https: URL, or a relative one"
        )
    }
}
