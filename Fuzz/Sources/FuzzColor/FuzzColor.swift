import FuzzSupport
import PaletteFrontend
import PaletteModel

/// Parses the input as a color value string (any CSS Color 4 notation, `color-mix()`, relative colors); checks ranges,
/// problem columns and that hex spellings parse back.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: FuzzInput(data, size).bytes, as: UTF8.self)
    switch ColorSyntaxParser.parse(text) {
    case .color(let color):
        requireInRange(color)
        // The hex spelling emitters write must read back as the same 8-bit color.
        guard case .color(let again) = ColorSyntaxParser.parse(color.hexRGBA) else {
            fatalError("'\(color.hexRGBA)' from '\(text)' does not parse")
        }
        guard again.rgba8 == color.rgba8 else {
            fatalError("'\(color.hexRGBA)' from '\(text)' reads back as '\(again.hexRGBA)'")
        }
        requireInRange(color.sRGB)
        _ = color.hex
    case .alias(let key):
        guard !key.isEmpty else { fatalError("empty alias from '\(text)'") }
    case .derived(let expression):
        // A derived color is worked out in lowering (FuzzPipeline); here it must at least have parsed whole.
        _ = expression
    case .invalid(let problem):
        guard problem.rule == .invalidColor || problem.rule == .colorOutOfRange else {
            fatalError("rule \(problem.rule) for '\(text)'")
        }
        guard !problem.message.isEmpty, problem.column >= 0, problem.column <= text.unicodeScalars.count else {
            fatalError("problem column \(problem.column) for '\(text)'")
        }
    }
    return 0
}

/// Traps unless every component is a finite number in 0...1.
private func requireInRange(_ color: ColorValue) {
    for component in [color.red, color.green, color.blue, color.alpha] where !(0...1).contains(component) {
        fatalError("component \(component) out of 0...1")
    }
}
