}
class VC: UIViewController {}
