// Entry of the DeductioTable widget bundle (widgets/static/deductio.js).
import { tableWidget } from "./shared/gameview.js";
import { mountDeductio } from "./deductio/view.js";

export default tableWidget(mountDeductio);
