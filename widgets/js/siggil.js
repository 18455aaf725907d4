// Entry of the SiggilTable widget bundle (widgets/static/siggil.js).
import { tableWidget } from "./shared/gameview.js";
import { mountSiggil } from "./siggil/view.js";

export default tableWidget(mountSiggil);
