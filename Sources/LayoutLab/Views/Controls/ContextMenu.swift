/// A context menu's items, made before they are attached (iOS 13's
/// `.contextMenu(ContextMenu { … })`, deprecated for `contextMenu(menuItems:)`). A menu shows only
/// on a long press, which no recorded case makes, so its items are kept and never laid out.
public nonisolated struct ContextMenu<MenuItems: View> {
    let menuItems: MenuItems

    public init(@ViewBuilder menuItems: () -> MenuItems) {
        self.menuItems = menuItems()
    }
}
