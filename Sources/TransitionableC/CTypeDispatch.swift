/// Runs generic code for the Swift type of a registered C component type: the switch that turns
/// a slot number into `CValue<Tag, Lanes>`, so that everything a visitor calls is compiled for
/// that type (no existential, no unspecialised generic code per entity).
protocol CTypeVisitor {
    associatedtype Result
    func visit<Tag: CTag, Lanes: CLanes>(_ type: CValue<Tag, Lanes>.Type) -> Result
}

/// `visitor`'s result for the type of `slot` (0..<48).
@inline(__always)
func dispatch<Visitor: CTypeVisitor>(slot: Int, _ visitor: Visitor) -> Visitor.Result {
    switch slot / cTagCount {
    case 0: return dispatch(tag: slot % cTagCount, SIMD4<Float>.self, visitor)
    case 1: return dispatch(tag: slot % cTagCount, SIMD8<Float>.self, visitor)
    default: return dispatch(tag: slot % cTagCount, SIMD16<Float>.self, visitor)
    }
}

/// `visitor`'s result for `CValue<tag, Lanes>`.
@inline(__always)
private func dispatch<Visitor: CTypeVisitor, Lanes: CLanes>(
    tag: Int, _ lanes: Lanes.Type, _ visitor: Visitor
) -> Visitor.Result {
    switch tag {
    case 0: return visitor.visit(CValue<CTag0, Lanes>.self)
    case 1: return visitor.visit(CValue<CTag1, Lanes>.self)
    case 2: return visitor.visit(CValue<CTag2, Lanes>.self)
    case 3: return visitor.visit(CValue<CTag3, Lanes>.self)
    case 4: return visitor.visit(CValue<CTag4, Lanes>.self)
    case 5: return visitor.visit(CValue<CTag5, Lanes>.self)
    case 6: return visitor.visit(CValue<CTag6, Lanes>.self)
    case 7: return visitor.visit(CValue<CTag7, Lanes>.self)
    case 8: return visitor.visit(CValue<CTag8, Lanes>.self)
    case 9: return visitor.visit(CValue<CTag9, Lanes>.self)
    case 10: return visitor.visit(CValue<CTag10, Lanes>.self)
    case 11: return visitor.visit(CValue<CTag11, Lanes>.self)
    case 12: return visitor.visit(CValue<CTag12, Lanes>.self)
    case 13: return visitor.visit(CValue<CTag13, Lanes>.self)
    case 14: return visitor.visit(CValue<CTag14, Lanes>.self)
    default: return visitor.visit(CValue<CTag15, Lanes>.self)
    }
}
