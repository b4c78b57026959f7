import Foundation
import PaletteModel
import PalettecTestSupport
import Testing

@testable import PaletteEmitters

/// Every writer takes a color's written value from one place, `ColorValue.shown(in:)`, so an output's gamut is
/// decided once: sRGB for hex-only formats (gamut-mapped, never clipped), Display P3 where a format can say it.
@Suite struct OutputGamutTests {
    /// The lines of the emitters' sources that read a color's sRGB value without saying the output's gamut.
    static func directSRGBReads() throws -> [String] {
        // `x.sRGB` or `x).sRGB`: the property, not the `ColorValue.Space` case (`.sRGB` after `==`, `case`, `:`).
        let read = try Regex(#"[A-Za-z0-9_\])]\.sRGB\b"#)
        let root = Golden.packageRoot.appendingPathComponent("Sources/PaletteEmitters")
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var findings: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift", url.lastPathComponent != "OutputGamut.swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(read) && !line.contains("Space.sRGB") {
                findings.append("\(url.lastPathComponent) line \(number + 1): \(line)")
            }
        }
        return findings
    }

    @Test func noWriterReadsTheSRGBValueBesideTheGamutChoice() throws {
        let findings = try Self.directSRGBReads()
        #expect(
            findings.isEmpty,
            "write color.shown(in: .sRGB) (OutputGamut.swift) instead:\n\(findings.joined(separator: "\n"))"
        )
    }
}
