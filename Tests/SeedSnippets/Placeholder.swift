import LayoutLab
