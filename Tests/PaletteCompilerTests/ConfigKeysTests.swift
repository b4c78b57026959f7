import Foundation
import PaletteEmitters
import PalettecTestSupport
import Testing

@testable import PaletteCompiler

/// The plugins find a build's files by `ConfigKeys`, compiled into them from the compiler's own file.
@Suite struct ConfigKeysTests {
    /// The Swift output the build plugin compiles is the format `palettec` writes Swift in.
    @Test func swiftFormatIsTheSwiftOutputFormat() {
        #expect(OutputFormat(rawValue: ConfigKeys.swiftFormat) == .swift)
    }

    /// The keys the plugins read are the ones the config reader knows.
    @Test func pluginKeysAreConfigFields() {
        #expect(ConfigReader.fields.contains(ConfigKeys.palettes))
        #expect(ConfigReader.fields.contains(ConfigKeys.outputs))
    }

    /// The plugins compile the compiler's file itself: the link in `Plugins/PalettecPluginShared` leads to it.
    @Test func pluginsLinkTheCompilersFile() throws {
        let root = Golden.packageRoot.path
        let link = root + "/Plugins/PalettecPluginShared/ConfigKeys.swift"
        let target = try FileManager.default.destinationOfSymbolicLink(atPath: link)
        #expect(target == "../../Sources/PaletteCompiler/Configuration/ConfigKeys.swift")
    }
}
