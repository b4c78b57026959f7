import Testing

@testable import PaletteFrontend

/// How the names of modes and contexts map onto appearances.
@Suite struct ModeNameTests {
    /// `figmaLight` is light only where no context is called light, and only when one context ends in the word.
    @Test func appearanceWordsEndingAContextName() {
        #expect(ModeName.appearances(of: ["figmaLight", "figmaDark", "figjam"]) == ["light", "dark", "figjam"])
        #expect(ModeName.appearances(of: ["Brand Light", "brand-dark", "Dim"]) == ["light", "dark", "Dim"])
        #expect(ModeName.appearances(of: ["light", "figmaLight", "twilight"]) == ["light", "figmaLight", "twilight"])
        #expect(ModeName.appearances(of: ["acmeLight", "globexLight"]) == ["acmeLight", "globexLight"])
    }
}
