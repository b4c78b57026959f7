import Foundation
import PaletteModel
import PalettecTestSupport
import Testing

/// `ColorConversion`, `GamutMapping`, `ColorMixing` and the 8-bit hex of `ColorValue(authored:)` compared with
/// coloraide (PyPI `coloraide`, which implements CSS Color 4) on 10,000 random colors per space.
///
/// `Reference/color_reference.py` draws the colors with a fixed seed and prints coloraide's answers: six conversions of
/// each color (to XYZ-D65 and back, to sRGB, Display P3, OKLCh and one of the fourteen spaces in turn), whether it lies
/// in sRGB and in Display P3, one color in four mapped into sRGB and one in four into Display P3 (coloraide's gamut
/// mapping costs a millisecond a color), the 8-bit hex, and a mix per five colors. Every value must agree to 1e-6
/// (relative above 1; hues modulo 360, and only where the chroma is above the powerless epsilon), every hex byte within
/// one step, and exactly except where coloraide's value lies on a rounding boundary. Skipped when `python3` or coloraide
/// is missing, except under `CI=true`, where that fails.
@Suite struct ColorReferenceTests {
    static let colorsPerSpace = 10_000
    static let seed = 25
    static let tolerance = 1e-6

    /// coloraide's lines: the output of `Reference/color_reference.py`, run once for the whole test.
    ///
    /// The script is run in the test rather than in a trait or a static initializer, where waiting for a process
    /// blocks a thread of the concurrency pool.
    static func reference() throws -> [Substring] {
        let python = try #require(Executables.find("python3"))
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Reference/color_reference.py")
        let output = try Executables.run(python, [script.path, "\(colorsPerSpace)", "\(seed)"])
        if output.status == 3, !Executables.isCI {
            try Test.cancel("coloraide is not installed (pip install coloraide)")
        }
        guard output.status == 0 else { throw ReferenceError(text: output.standardError) }
        return output.standardOutput.split(separator: "\n")
    }

    struct ReferenceError: Error, CustomStringConvertible {
        var text: String
        var description: String { "color_reference.py failed: \(text)" }
    }

    /// The lines of one kind (`C` colors, `M` mixes), split into fields without the kind.
    static func lines(_ kind: String, of reference: [Substring]) -> [[Substring]] {
        reference.compactMap { line in
            let fields = line.split(separator: " ")
            return fields.first == Substring(kind) ? Array(fields.dropFirst()) : nil
        }
    }

    /// Every check on one run of the script (10,000 colors per space take coloraide most of the suite's time).
    @Test(.enabled(if: Executables.isCI || Executables.find("python3") != nil, "needs python3 with coloraide"))
    func everyConversionGamutMapHexAndMixAgreesWithColoraide() throws {
        let reference = try Self.reference()
        let colors = try Self.lines("C", of: reference).map(ColorLine.init)
        #expect(colors.count == Self.colorsPerSpace * ColorSpace.allCases.count)
        checkConversions(colors)
        checkGamut(colors)
        try checkHex(colors)
        try checkMixes(Self.lines("M", of: reference))
    }

    func checkConversions(_ colors: [ColorLine]) {
        var compared = 0
        var failures: [String] = []
        for line in colors {
            var expectations: [(ColorSpace, AuthoredColor, [Double])] = [
                (.xyzD65, line.color, line.xyz), (.srgb, line.color, line.srgb),
                (.displayP3, line.color, line.displayP3), (.oklch, line.color, line.oklch),
                (line.target, line.color, line.inTarget),
            ]
            let xyz = AuthoredColor(space: .xyzD65, components: line.xyz, alpha: 1)
            expectations.append((line.color.space, xyz, line.back))
            for (space, source, expected) in expectations {
                compared += 1
                let actual = ColorConversion.convert(source, to: space)
                if !Self.agrees(actual.components, expected, in: space), failures.count < 10 {
                    failures.append("\(source) → \(space): \(actual.components), coloraide \(expected)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(compared == 6 * Self.colorsPerSpace * 14)
    }

    func checkGamut(_ colors: [ColorLine]) {
        var failures: [String] = []
        var boundaryDisagreements = 0
        var whiteSnaps = 0
        var mapped = [ColorSpace.srgb: 0, .displayP3: 0]
        for line in colors {
            for (gamut, expected, channels) in [
                (ColorSpace.srgb, line.inSRGB, line.srgb), (.displayP3, line.inDisplayP3, line.displayP3),
            ] where GamutMapping.isInGamut(line.color, gamut) != expected {
                // Only a channel within rounding of the cube's surface may be judged differently.
                if channels.contains(where: { abs($0) < 1e-12 || abs($0 - 1) < 1e-12 }) {
                    boundaryDisagreements += 1
                } else if failures.count < 10 {
                    failures.append("\(line.color) in \(gamut): coloraide says \(expected)")
                }
            }
            // coloraide maps to white within 1e-6 of OKLCh lightness 1, where the spec's algorithm does not.
            if line.oklch[0] >= 1 - 1e-6, line.oklch[0] < 1 {
                whiteSnaps += 1
                continue
            }
            guard let gamut = line.gamut else { continue }
            mapped[gamut, default: 0] += 1
            let actual = GamutMapping.map(line.color, into: gamut)
            if !Self.agrees(actual.components, line.mapped, in: gamut), failures.count < 10 {
                failures.append("\(line.color) mapped into \(gamut): \(actual.components), coloraide \(line.mapped)")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(boundaryDisagreements < 10)
        #expect(whiteSnaps < 10)
        // One color in four is mapped into each gamut.
        #expect(mapped[.srgb, default: 0] >= Self.colorsPerSpace / 4 * 14 - whiteSnaps)
        #expect(mapped[.displayP3, default: 0] >= Self.colorsPerSpace / 4 * 14 - whiteSnaps)
    }

    /// The 8-bit hex is coloraide's within one step, and exactly except where coloraide's value is on a rounding
    /// boundary.
    func checkHex(_ colors: [ColorLine]) throws {
        var compared = 0
        var onBoundary = 0
        var failures: [String] = []
        for line in colors {
            guard let hex = line.hex else { continue }
            if line.oklch[0] >= 1 - 1e-6, line.oklch[0] < 1 { continue }
            compared += 1
            let actual = ColorValue(authored: line.color).sRGB.rgba8
            let expected = try Self.bytes(hex)
            // coloraide's value before rounding: mapped into sRGB, or the color itself when it lies in sRGB.
            let values = line.gamut == .srgb ? line.mapped : line.srgb
            for (mine, theirs, value) in [
                (actual.red, expected[0], values[0]), (actual.green, expected[1], values[1]),
                (actual.blue, expected[2], values[2]),
            ] where mine != theirs {
                let scaled = value * 255
                let isOnBoundary = abs(scaled - scaled.rounded(.down) - 0.5) < 1e-6
                if abs(Int(mine) - Int(theirs)) == 1, isOnBoundary {
                    onBoundary += 1
                } else if failures.count < 10 {
                    failures.append("\(line.color): byte \(mine), coloraide \(theirs) (\(scaled))")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(compared >= Self.colorsPerSpace / 4 * 14)
        #expect(onBoundary * 10_000 < compared, "\(onBoundary) bytes on a rounding boundary of \(compared) colors")
    }

    func checkMixes(_ mixes: [[Substring]]) throws {
        var failures: [String] = []
        for fields in mixes {
            guard fields.count == 16, let space = ColorSpace(rawValue: String(fields[0])),
                let method = HueInterpolation(rawValue: String(fields[1]))
            else { throw ReferenceError(text: "bad line \(fields)") }
            let numbers = try fields.dropFirst(2).map(Self.number)
            let first = AuthoredColor(space: space, components: Array(numbers[0..<3]), alpha: numbers[3])
            let second = AuthoredColor(space: space, components: Array(numbers[4..<7]), alpha: numbers[7])
            let result = ColorMixing.mix(first, numbers[8], second, numbers[9], in: space, hue: method)
            let expected = Array(numbers[10..<13])
            let mixed = try #require(result)
            let alphaAgrees =
                mixed.alpha == nil && numbers[13] == nil
                || (mixed.alpha.flatMap { a in numbers[13].map { abs(a - $0) <= Self.tolerance } } ?? false)
            if !(Self.agreesExactly(mixed.components, expected, in: space) && alphaAgrees), failures.count < 10 {
                failures.append(
                    "\(first) \(numbers[8] ?? .nan)% + \(second) \(numbers[9] ?? .nan)% in \(space) \(method): \(mixed), coloraide \(expected) / \(numbers[13] ?? .nan)"
                )
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(mixes.count >= 14 * Self.colorsPerSpace / 5 - 14)
    }

    /// Whether converted components agree with coloraide's raw ones: within the tolerance, the hue modulo 360 and
    /// only where the chroma is above the powerless epsilon (where it is missing in palettec's result).
    static func agrees(_ actual: [Double?], _ expected: [Double], in space: ColorSpace) -> Bool {
        for index in 0..<3 {
            if index == space.hueIndex {
                guard hueMatters(expected, in: space) else { continue }
                guard let hue = actual[index], hueDistance(hue, expected[index]) <= tolerance else { return false }
            } else {
                guard let value = actual[index], isClose(value, expected[index]) else { return false }
            }
        }
        return true
    }

    /// Whether mixed components agree, `none` with `nan` (a mix makes no hue powerless).
    static func agreesExactly(_ actual: [Double?], _ expected: [Double?], in space: ColorSpace) -> Bool {
        zip(actual, expected).enumerated().allSatisfy { index, pair in
            switch pair {
            case (nil, nil): true
            case (let a?, let b?): index == space.hueIndex ? hueDistance(a, b) <= tolerance : isClose(a, b)
            default: false
            }
        }
    }

    /// Whether the hue of these components is above the powerless epsilon of `space`.
    static func hueMatters(_ components: [Double], in space: ColorSpace) -> Bool {
        switch space {
        case .lch: components[1] > 0.0015
        case .oklch: components[1] > 0.000004
        case .hsl: components[1] > 1e-6
        case .hwb: components[1] + components[2] < 100 - 1e-6
        default: true
        }
    }

    /// Whether two values agree to the tolerance, relative to the larger above 1 (an HSL saturation far outside sRGB
    /// can be a million, where 1e-6 is the last bits).
    static func isClose(_ one: Double, _ two: Double) -> Bool {
        abs(one - two) <= tolerance * max(1, abs(one), abs(two))
    }

    /// The distance between two hues around the circle.
    static func hueDistance(_ one: Double, _ two: Double) -> Double {
        let difference = abs(one - two).truncatingRemainder(dividingBy: 360)
        return min(difference, 360 - difference)
    }

    static func number(_ field: Substring) throws -> Double? {
        if field == "nan" { return nil }
        guard let value = Double(field) else { throw ReferenceError(text: "not a number: \(field)") }
        return value
    }

    static func bytes(_ hex: Substring) throws -> [UInt8] {
        let digits = hex.dropFirst()
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { throw ReferenceError(text: "hex \(hex)") }
        return [UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

/// One `C` line of the reference script.
struct ColorLine {
    var color: AuthoredColor
    var xyz: [Double]
    var back: [Double]
    var srgb: [Double]
    var displayP3: [Double]
    var oklch: [Double]
    var target: ColorSpace
    var inTarget: [Double]
    var inSRGB: Bool
    var inDisplayP3: Bool
    /// The gamut coloraide mapped the color into, if it did.
    var gamut: ColorSpace?
    var mapped: [Double]
    var hex: Substring?

    init(_ fields: [Substring]) throws {
        guard fields.count == 30, let space = ColorSpace(rawValue: String(fields[0])),
            let target = ColorSpace(rawValue: String(fields[19]))
        else { throw ColorReferenceTests.ReferenceError(text: "bad line \(fields)") }
        func triple(_ start: Int) throws -> [Double] {
            try fields[start..<start + 3].map { try ColorReferenceTests.number($0) ?? .nan }
        }
        color = AuthoredColor(space: space, components: try triple(1), alpha: 1)
        xyz = try triple(4)
        back = try triple(7)
        srgb = try triple(10)
        displayP3 = try triple(13)
        oklch = try triple(16)
        self.target = target
        inTarget = try triple(20)
        inSRGB = fields[23] == "1"
        inDisplayP3 = fields[24] == "1"
        gamut = ColorSpace(rawValue: String(fields[25]))
        mapped = try triple(26)
        hex = fields[29] == "-" ? nil : fields[29]
    }
}
