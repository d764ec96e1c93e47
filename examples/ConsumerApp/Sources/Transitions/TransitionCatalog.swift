import TransRuntime

/// The app's transitions by screen, as the compiled types the build plugin generated from
/// the `.trans` files beside this one: the app asks here rather than naming generated types.
public enum TransitionCatalog {
    /// Opening settings from the list.
    public static let openSettings: any CompiledTransition.Type = SettingsSlidePush.self
    /// Showing a photo from its thumbnail.
    public static let showPhoto: any CompiledTransition.Type = PhotoZoomPresent.self

    /// Every transition of the app, for a debug screen that plays them all.
    public static let all: [any CompiledTransition.Type] = [openSettings, showPhoto]
}
