import PaletteEmitters
import PaletteFrontend
import Testing

/// Each writer names the reader that reads its files back by the input format's id, since emitters cannot see
/// readers: every id it declares must be one the readers answer to.
@Suite struct ReadBackFormatTests {
    @Test(arguments: OutputFormat.allCases)
    func aDeclaredReadBackFormatIsAnInputFormat(_ format: OutputFormat) {
        guard let id = format.emitter.readBackFormatID else {
            #expect(format.emitter.ownership != .canonicalForm, "\(format.rawValue) is owned by its form, unread")
            return
        }
        #expect(InputFormat(rawValue: id) != nil, "\(format.rawValue) declares '\(id)', which is no input format")
    }

    @Test func theFormatsReadBackAreTheOnesPalettecReads() {
        let readBack = OutputFormat.allCases.filter { $0.emitter.readBackFormatID != nil }.map(\.rawValue)
        #expect(
            readBack == ["lfl-bundle", "dk-table", "dtcg", "xcassets", "android", "palette-json", "palette-plist"]
        )
    }
}
