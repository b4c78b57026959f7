import PaletteEmitters
import PaletteFrontend
import PaletteModel
import Testing

@testable import PaletteCompiler

/// Every output printed with its parts printed ahead (as threads done with their own files print them) holds the
/// bytes of the same output printed in one pass: what a build writes must not depend on which thread printed what.
@Suite struct PrintAheadOutputTests {
    /// A palette of `count` colors, several parts long, with what each writer prints differently: hex, Display P3
    /// and `oklch()` values, high-contrast values that differ, a theme, aliases, descriptions (and entries without),
    /// deprecations with and without a message, and colors outside Display P3.
    static func palette(count: Int) -> String {
        var colors: [String] = []
        for index in 0..<count {
            let key = String(format: "PGC%05d", index)
            var fields: [String] = []
            if index % 3 != 0 { fields.append("\"description\": \"Color \(index), for \\\"tests\\\".\"") }
            if index % 97 == 5 { fields.append("\"deprecated\": \"Use PGC00001.\"") }
            if index % 89 == 7 { fields.append("\"deprecated\": true") }
            let hue = Double(index * 37 % 360)
            switch index % 5 {
            case 0:
                fields.append("\"light\": \"#\(hex(index))\", \"dark\": \"#\(hex(index * 7 + 3))\"")
            case 1:
                fields.append("\"light\": \"oklch(0.62 0.19 \(hue))\", \"dark\": \"oklch(0.8 0.37 \(hue))\"")
                fields.append("\"light-hc\": \"oklch(0.5 0.2 \(hue))\"")
            case 2:
                fields.append("\"light\": \"color(display-p3 0.9 0.2 0.\(index % 10))\", \"dark\": \"#\(hex(index))\"")
            case 3 where index > 10:
                fields.append("\"light\": \"{PGC\(String(format: "%05d", index - 10))}\", \"dark\": \"#\(hex(index))\"")
            default:
                fields.append("\"light\": \"#\(hex(index))80\", \"dark\": \"hsl(\(hue) 50% 40%)\"")
                fields.append("\"dark-hc\": \"#FFFFFF\"")
            }
            if index % 4 == 0 { fields.append("\"sepia\": \"lab(60 10 \(index % 40))\"") }
            colors.append("\"\(key)\": { \(fields.joined(separator: ", ")) }")
        }
        return """
            { "name": "Ahead", "description": "Parts printed ahead.",
              "appearances": { "sepia": { "scheme": "light", "fallback": "light" } },
              "lint": { "near-duplicate": false },
              "colors": { \(colors.joined(separator: ",\n")) } }
            """
    }

    /// Six hex digits that vary with `seed`.
    static func hex(_ seed: Int) -> String {
        String(format: "%06X", (seed &* 2_654_435_761) & 0xFF_FFFF)
    }

    /// The formats whose writers cut their long runs into parts (one part is 1,024 entries) and the others alike.
    @Test(arguments: OutputFormat.allCases)
    func partsPrintedAheadGiveTheSameFile(_ format: OutputFormat) throws {
        let path = format.writesFolder ? "out/\(format.rawValue)" : "out/ahead.\(format.rawValue)"
        let outputs = [
            BuildConfig.Output(format: format, path: path, options: ["allowLoss": .bool(true)], location: nil)
        ]
        let (result, diagnostics) = PaletteBuildTests.build(
            outputs,
            files: ["Brand.json": Self.palette(count: 2_600)]
        )
        let errors = diagnostics.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        #expect(!result.planned.isEmpty)
        var printedAhead = 0
        for planned in result.planned where planned.file.copied == nil {
            // Both with the header's digest left as its placeholder, as a sink gets it.
            let alone = Collected()
            planned.file.write(to: alone)
            let ahead = PrintAhead(files: 1, printingEveryPartAhead: true)
            let helped = Collected()
            planned.file.write(to: helped, ahead: ahead)
            printedAhead += ahead.partsPrintedAhead
            let same = helped.bytes == alone.bytes
            #expect(same, "\(planned.path)")
        }
        // The three writers of the build's main job print most of their text in parts.
        if [.swift, .css, .json].contains(format) { #expect(printedAhead >= 4) }
    }
}

/// A sink that keeps everything it is handed.
private final class Collected: ByteSink {
    /// Everything consumed.
    var bytes: [UInt8] = []

    func consume(_ bytes: UnsafeRawBufferPointer) {
        self.bytes.append(contentsOf: bytes)
    }
}
