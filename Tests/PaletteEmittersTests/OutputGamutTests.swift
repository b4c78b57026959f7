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

    /// A palette of one color outside Display P3 in light and dark, written in `oklch()`.
    static let neon = Palette(
        name: "Neon",
        entries: [
            Palette.Entry(
                key: "neon",
                values: Array(
                    repeating: ColorValue(authored: AuthoredColor(space: .oklch, components: [0.85, 0.37, 145])),
                    count: 4
                )
            )
        ]
    )

    /// The six hex digits of a color, upper-case.
    static func hexDigits(_ color: ColorValue) -> String {
        String(HexEncoder.string(color, HexEncoder.ColorSpelling(alpha: .omitted)).dropFirst())
    }

    @Test(arguments: [OutputFormat.android, .dkTable, .lflBundle, .json, .css, .dtcg])
    func hexOnlyOutputsWriteTheGamutMappedColorNotTheClippedOne(_ format: OutputFormat) throws {
        let value = Self.neon.entries[0].values[0]
        let converted = ColorConversion.convert(try #require(value.authored), to: .srgb).components
        let clippedChannels = converted.map { min(1, max(0, $0 ?? 0)) }
        let clipped = ColorValue(red: clippedChannels[0], green: clippedChannels[1], blue: clippedChannels[2])
        let mapped = Self.hexDigits(value.mapped(into: .sRGB))
        try #require(mapped != Self.hexDigits(clipped))
        var bag = DiagnosticBag()
        let options = EmitOptions(values: ["allowLoss": .bool(true)], sourceNames: ["Neon.json"])
        let files = format.emitter.emit(Self.neon, options: options, diagnostics: &bag)
        let text = files.map { String(decoding: $0.contents, as: UTF8.self) }.joined().uppercased()
        #expect(text.contains(mapped), "\(format): no \(mapped) in\n\(text)")
        #expect(!text.contains(Self.hexDigits(clipped)))
    }

    @Test func noWriterReadsTheSRGBValueBesideTheGamutChoice() throws {
        let findings = try Self.directSRGBReads()
        #expect(
            findings.isEmpty,
            "write color.shown(in: .sRGB) (OutputGamut.swift) instead:\n\(findings.joined(separator: "\n"))"
        )
    }
}
