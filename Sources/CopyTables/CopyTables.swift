/// The name of the development language of the bundled copy.
public let developmentLanguage = "en"
